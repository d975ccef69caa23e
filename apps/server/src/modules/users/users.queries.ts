import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

/** The columns Settings › Users shows; never the password hash or the two-factor secret. */
export interface UserListRow {
  id: string;
  name: string;
  email: string;
  role_id: number;
  two_factor_confirmed_at: string | null;
  email_verified_at: string | null;
  last_login_at: string | null;
}

const LIST_COLUMNS = [
  'id',
  'name',
  'email',
  'role_id',
  'two_factor_confirmed_at',
  'email_verified_at',
  'last_login_at',
] as const;

export async function listTenantUsers(
  db: Kysely<Database>,
  tenantId: string,
): Promise<UserListRow[]> {
  return db
    .selectFrom('users')
    .select(LIST_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function findTenantUser(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
): Promise<UserListRow | undefined> {
  return db
    .selectFrom('users')
    .select(LIST_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Writes the tenant row inside the caller's transaction so that concurrent changes to one
 * tenant's administrators queue up behind each other: PostgreSQL holds the row lock until
 * commit, SQLite the database write lock. The administrator count read after it is then
 * current (docs/decisions/0059-last-administrator.md).
 */
export async function lockTenantForUserChanges(
  db: Kysely<Database>,
  tenantId: string,
  now: string,
): Promise<void> {
  await db.updateTable('tenants').set({ updated_at: now }).where('id', '=', tenantId).execute();
}

export async function countUsersWithRole(
  db: Kysely<Database>,
  tenantId: string,
  roleId: number,
): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function updateUserNameAndRole(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  fields: { name: string; role_id: number; updated_at: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set(fields)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
}
