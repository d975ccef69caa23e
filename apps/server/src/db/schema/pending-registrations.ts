/**
 * A Create Account form waiting for its confirmation link (decision 0122): nothing is created
 * and no address is taken until the person opens the link, which proves they read the mailbox.
 */
export interface PendingRegistrationsTable {
  id: string;
  /** Lower-cased, trimmed. Several may wait for one address; only the newest link works. */
  email: string;
  name: string;
  tenant_name: string;
  /** scrypt hash of the password chosen on the form; the plain password is never kept. */
  password_hash: string;
  /** SHA-256 of the emailed link's token; null until the email job issues it. */
  token_hash: string | null;
  expires_at: string;
  /** Set when the link is used, retired by a newer sign-up, or answered "you have an account". */
  used_at: string | null;
  created_at: string;
}
