import { USER_MESSAGES, type TId, type TModerationGroup } from '@vigil/contract';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp } from '../../lib/clock';
import { notFound, ValidationError } from '../../lib/http-errors';
import { createId } from '../../lib/tokens';
import {
  deleteGroup,
  findGroup,
  findGroupByName,
  insertGroup,
  listDomainLimits,
  listGroups,
  listMemberships,
  renameGroup,
  replaceGroupMembers,
  replaceUserGroups,
  tenantGroupIds,
  tenantUserIds,
} from './moderation-groups.queries';

export interface GroupFields {
  name: string;
  member_ids?: TId[] | undefined;
}

/** Ids arrive as strings or numbers (opaque, api-notes); stored ids are text. */
export function idTexts(ids: readonly TId[] | undefined): string[] {
  return [...new Set((ids ?? []).map(String))];
}

const nameTaken = () => new ValidationError({ name: [USER_MESSAGES.groupNameTaken] });

/** The tenant's groups with their members and domains, by name. */
export async function listModerationGroups(
  ctx: AppContext,
  tenantId: string,
): Promise<TModerationGroup[]> {
  const { db } = ctx.database;
  const [groups, memberships, limits] = await Promise.all([
    listGroups(db, tenantId),
    listMemberships(db, tenantId),
    listDomainLimits(db, tenantId),
  ]);
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    member_ids: memberships.filter((row) => row.group_id === group.id).map((row) => row.user_id),
    domain_ids: limits.filter((row) => row.group_id === group.id).map((row) => row.domain_id),
  }));
}

async function groupById(ctx: AppContext, tenantId: string, id: string) {
  const group = (await listModerationGroups(ctx, tenantId)).find((item) => item.id === id);
  if (!group) throw notFound();
  return group;
}

/** 422 unless every member id is a user of this tenant: groups never link across tenants. */
async function checkedMembers(db: Kysely<Database>, tenantId: string, ids: TId[] | undefined) {
  const wanted = idTexts(ids);
  const known = await tenantUserIds(db, tenantId, wanted);
  if (wanted.some((id) => !known.has(id))) {
    throw new ValidationError({ member_ids: [USER_MESSAGES.unknownMember] });
  }
  return wanted;
}

/** A unique-index refusal from a racing request with the same name reads as "taken". */
async function orNameTaken<T>(
  db: Kysely<Database>,
  tenantId: string,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (await findGroupByName(db, tenantId, name)) throw nameTaken();
    throw error;
  }
}

export async function createModerationGroup(
  ctx: AppContext,
  tenantId: string,
  fields: GroupFields,
): Promise<TModerationGroup> {
  const { db } = ctx.database;
  if (await findGroupByName(db, tenantId, fields.name)) throw nameTaken();
  const members = await checkedMembers(db, tenantId, fields.member_ids);
  const now = toStoredTimestamp(ctx.clock.now());
  const id = createId();
  await orNameTaken(db, tenantId, fields.name, () =>
    db.transaction().execute(async (trx) => {
      await insertGroup(trx, {
        id,
        tenant_id: tenantId,
        name: fields.name,
        created_at: now,
        updated_at: now,
      });
      await replaceGroupMembers(trx, tenantId, id, members);
    }),
  );
  return groupById(ctx, tenantId, id);
}

/** Renames; members are replaced only when member_ids is sent (PUT replaces the list). */
export async function updateModerationGroup(
  ctx: AppContext,
  tenantId: string,
  groupId: string,
  fields: GroupFields,
): Promise<TModerationGroup> {
  const { db } = ctx.database;
  if (!(await findGroup(db, tenantId, groupId))) throw notFound();
  const sameName = await findGroupByName(db, tenantId, fields.name);
  if (sameName && sameName.id !== groupId) throw nameTaken();
  const members =
    fields.member_ids === undefined
      ? undefined
      : await checkedMembers(db, tenantId, fields.member_ids);
  const now = toStoredTimestamp(ctx.clock.now());
  await orNameTaken(db, tenantId, fields.name, () =>
    db.transaction().execute(async (trx) => {
      await renameGroup(trx, tenantId, groupId, fields.name, now);
      if (members) await replaceGroupMembers(trx, tenantId, groupId, members);
    }),
  );
  return groupById(ctx, tenantId, groupId);
}

export async function deleteModerationGroup(
  ctx: AppContext,
  tenantId: string,
  groupId: string,
): Promise<void> {
  const { db } = ctx.database;
  if (!(await findGroup(db, tenantId, groupId))) throw notFound();
  await db.transaction().execute((trx) => deleteGroup(trx, tenantId, groupId));
}

/**
 * For the users module: 422 on `group_ids` unless every id is a group of this tenant (an id
 * of another tenant's group is refused exactly like one that does not exist).
 */
export async function checkedGroupIds(
  db: Kysely<Database>,
  tenantId: string,
  ids: TId[] | undefined,
): Promise<string[]> {
  const wanted = idTexts(ids);
  const known = await tenantGroupIds(db, tenantId, wanted);
  if (wanted.some((id) => !known.has(id))) {
    throw new ValidationError({ group_ids: [USER_MESSAGES.unknownGroup] });
  }
  return wanted;
}

/** For the users module: sets a user's groups inside the caller's transaction. */
export const setUserGroups = replaceUserGroups;

/** For the users module: every user's group ids in one query. */
export async function groupIdsByUser(
  db: Kysely<Database>,
  tenantId: string,
): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>();
  for (const row of await listMemberships(db, tenantId)) {
    byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.group_id]);
  }
  return byUser;
}
