import type { Kysely, Selectable } from 'kysely';
import type { TOidcProviderId } from '@vigil/contract';
import type { OauthIdentitiesTable } from '../../db/schema/accounts';
import type { Database } from '../../db/schema/database';

export type OauthIdentityRow = Selectable<OauthIdentitiesTable>;

const IDENTITY_COLUMNS = [
  'id',
  'tenant_id',
  'user_id',
  'provider',
  'subject',
  'email',
  'created_at',
] as const;

// Sign-in happens before a tenant is known: (provider, subject) is unique across tenants.
export async function findIdentity(
  db: Kysely<Database>,
  provider: TOidcProviderId,
  subject: string,
): Promise<OauthIdentityRow | undefined> {
  return db
    .selectFrom('oauth_identities')
    .select(IDENTITY_COLUMNS)
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export interface UserMatch {
  id: string;
  tenant_id: string;
}

// Also unscoped, for the same reason: an email names one person across all tenants.
export async function findUserIdByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserMatch | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'tenant_id'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function insertIdentity(db: Kysely<Database>, row: OauthIdentityRow): Promise<void> {
  await db.insertInto('oauth_identities').values(row).execute();
}
