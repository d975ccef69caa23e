import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { TenantsTable } from '../../db/schema/tenants';
import type { UsersTable } from '../../db/schema/users';

export type UserRow = Selectable<UsersTable>;
export type TenantRow = Selectable<TenantsTable>;

const USER_COLUMNS = [
  'id',
  'tenant_id',
  'name',
  'email',
  'password_hash',
  'role_id',
  'email_verified_at',
  'two_factor_secret',
  'two_factor_confirmed_at',
  'two_factor_last_step',
  'eula_accepted_at',
  'eula_version',
  'last_login_at',
  'created_at',
  'updated_at',
] as const;

const TENANT_COLUMNS = [
  'id',
  'name',
  'active_minutes',
  'lock_minutes',
  'two_factor_enforcement_date',
  'created_at',
  'updated_at',
] as const;

/**
 * The account an address signs in to. Sign-in happens before a tenant is known, so lookups by
 * address are the unscoped user queries. Pending invitations of several tenants may share an
 * address (decision 0122); the confirmed account comes first, then one with a password (an
 * unconfirmed sign-up of before 0122), then the oldest.
 */
export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('email', '=', email)
    .orderBy(sql`case when email_verified_at is null then 1 else 0 end`)
    .orderBy(sql`case when password_hash is null then 1 else 0 end`)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
}

/** The confirmed account of an address, if any: the one that owns it (decision 0122). */
export async function findConfirmedUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('email', '=', email)
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
}

export async function findUserInTenant(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function findTenant(
  db: Kysely<Database>,
  tenantId: string,
): Promise<TenantRow | undefined> {
  return db
    .selectFrom('tenants')
    .select(TENANT_COLUMNS)
    .where('id', '=', tenantId)
    .executeTakeFirst();
}

export async function insertTenant(db: Kysely<Database>, row: TenantRow): Promise<void> {
  await db.insertInto('tenants').values(row).execute();
}

export async function insertUser(db: Kysely<Database>, row: UserRow): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function setLastLogin(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_login_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
}

/**
 * Replaces a password hash with a stronger one of the same password (decision 0125), only if
 * it is still the hash that was verified: a password changed meanwhile is not overwritten.
 */
export async function replacePasswordHash(
  db: Kysely<Database>,
  user: Pick<UserRow, 'tenant_id' | 'id'>,
  verifiedHash: string,
  newHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: newHash })
    .where('tenant_id', '=', user.tenant_id)
    .where('id', '=', user.id)
    .where('password_hash', '=', verifiedHash)
    .execute();
}

/** Whether any tenant exists: the demo seeds only a database that has none. */
export async function anyTenantExists(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** What every authenticated request needs of its caller: role and two-factor standing. */
export interface CallerRow {
  role_id: number;
  two_factor_confirmed_at: string | null;
  two_factor_enforcement_date: string | null;
}

export async function findCaller(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
): Promise<CallerRow | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select([
      'users.role_id',
      'users.two_factor_confirmed_at',
      'tenants.two_factor_enforcement_date',
    ])
    .where('users.tenant_id', '=', tenantId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** Sessions, memberships and the row; tokens, codes and identities go by foreign key. */
export async function deleteTenantUser(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
  await db
    .deleteFrom('moderation_group_members')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
  await db.deleteFrom('users').where('tenant_id', '=', tenantId).where('id', '=', userId).execute();
}
