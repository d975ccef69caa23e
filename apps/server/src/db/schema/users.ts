/** A person who signs in to the console; belongs to one tenant. */
export interface UsersTable {
  id: string;
  tenant_id: string;
  name: string;
  /** Lower-cased, trimmed; unique across the service because sign-in is by email alone. */
  email: string;
  /** scrypt hash (lib/password.ts); null until an invited user sets a password. */
  password_hash: string | null;
  /** 1 administrator, 2 moderator, 3 viewer. */
  role_id: number;
  email_verified_at: string | null;
  /** Encrypted TOTP secret; null when two-factor is off. */
  two_factor_secret: string | null;
  two_factor_confirmed_at: string | null;
  /** The last TOTP time step accepted, so a code cannot be used twice. */
  two_factor_last_step: number | null;
  eula_accepted_at: string | null;
  eula_version: string | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}
