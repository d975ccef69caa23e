import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { ModerationGroupsTable } from '../../db/schema/moderation-groups';

export type ModerationGroupRow = Selectable<ModerationGroupsTable>;

const GROUP_COLUMNS = ['id', 'tenant_id', 'name', 'created_at', 'updated_at'] as const;

export async function listGroups(
  db: Kysely<Database>,
  tenantId: string,
): Promise<ModerationGroupRow[]> {
  return db
    .selectFrom('moderation_groups')
    .select(GROUP_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function findGroup(
  db: Kysely<Database>,
  tenantId: string,
  groupId: string,
): Promise<ModerationGroupRow | undefined> {
  return db
    .selectFrom('moderation_groups')
    .select(GROUP_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', groupId)
    .executeTakeFirst();
}

export async function findGroupByName(
  db: Kysely<Database>,
  tenantId: string,
  name: string,
): Promise<ModerationGroupRow | undefined> {
  return db
    .selectFrom('moderation_groups')
    .select(GROUP_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function insertGroup(db: Kysely<Database>, row: ModerationGroupRow): Promise<void> {
  await db.insertInto('moderation_groups').values(row).execute();
}

export async function renameGroup(
  db: Kysely<Database>,
  tenantId: string,
  groupId: string,
  name: string,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('moderation_groups')
    .set({ name, updated_at: updatedAt })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', groupId)
    .execute();
}

/** Memberships and domain limits go with it (also by foreign key, but not left to that). */
export async function deleteGroup(
  db: Kysely<Database>,
  tenantId: string,
  groupId: string,
): Promise<void> {
  await db
    .deleteFrom('moderation_group_members')
    .where('tenant_id', '=', tenantId)
    .where('group_id', '=', groupId)
    .execute();
  await db
    .deleteFrom('domain_moderation_groups')
    .where('tenant_id', '=', tenantId)
    .where('group_id', '=', groupId)
    .execute();
  await db
    .deleteFrom('moderation_groups')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', groupId)
    .execute();
}

export interface Membership {
  group_id: string;
  user_id: string;
}

export async function listMemberships(
  db: Kysely<Database>,
  tenantId: string,
): Promise<Membership[]> {
  return db
    .selectFrom('moderation_group_members')
    .select(['group_id', 'user_id'])
    .where('tenant_id', '=', tenantId)
    .orderBy('group_id')
    .orderBy('user_id')
    .execute();
}

export interface DomainLimit {
  group_id: string;
  domain_id: string;
}

export async function listDomainLimits(
  db: Kysely<Database>,
  tenantId: string,
): Promise<DomainLimit[]> {
  return db
    .selectFrom('domain_moderation_groups')
    .select(['group_id', 'domain_id'])
    .where('tenant_id', '=', tenantId)
    .orderBy('group_id')
    .orderBy('domain_id')
    .execute();
}

/** Replaces a group's members; the ids must already be known to be this tenant's users. */
export async function replaceGroupMembers(
  db: Kysely<Database>,
  tenantId: string,
  groupId: string,
  userIds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('moderation_group_members')
    .where('tenant_id', '=', tenantId)
    .where('group_id', '=', groupId)
    .execute();
  if (userIds.length === 0) return;
  await db
    .insertInto('moderation_group_members')
    .values(userIds.map((userId) => ({ group_id: groupId, user_id: userId, tenant_id: tenantId })))
    .execute();
}

/** Replaces a user's groups; the ids must already be known to be this tenant's groups. */
export async function replaceUserGroups(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  groupIds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('moderation_group_members')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
  if (groupIds.length === 0) return;
  await db
    .insertInto('moderation_group_members')
    .values(
      groupIds.map((groupId) => ({ group_id: groupId, user_id: userId, tenant_id: tenantId })),
    )
    .execute();
}

/** Which of the ids are groups of this tenant (another tenant's ids are simply not found). */
export async function tenantGroupIds(
  db: Kysely<Database>,
  tenantId: string,
  groupIds: readonly string[],
): Promise<Set<string>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('moderation_groups')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...groupIds])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Which of the ids are users of this tenant. */
export async function tenantUserIds(
  db: Kysely<Database>,
  tenantId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((row) => row.id));
}
