/**
 * Server-side sessions, so any server instance on the same database can serve any request.
 * The cookie holds a random token; only its SHA-256 hash is stored.
 */
export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  tenant_id: string;
  /** 1 while the second factor of this sign-in is still owed. */
  two_factor_pending: number;
  created_at: string;
  last_seen_at: string;
  /** Absolute expiry; idle expiry is computed from last_seen_at. */
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}
