/** Single-use links sent by email: account confirmation, invitation, password reset. */
export interface EmailTokensTable {
  id: string;
  tenant_id: string;
  user_id: string;
  purpose: 'confirm' | 'invite' | 'reset';
  /** SHA-256 of the token in the link; the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Two-factor recovery codes, hashed; each works once. */
export interface RecoveryCodesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  code_hash: string;
  /** The code sealed with the secret box, kept only while fresh so set-up can show it. */
  code_sealed: string | null;
  used_at: string | null;
  created_at: string;
}

/** An OpenID Connect identity (Google, Office 365) linked to a user. */
export interface OauthIdentitiesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  provider: 'google' | 'microsoft';
  subject: string;
  email: string;
  created_at: string;
}

/** Every EULA acceptance, with the version accepted (users keeps the latest). */
export interface EulaAcceptancesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  version: string;
  accepted_at: string;
}
