import {
  ROLES,
  USER_MESSAGES,
  type TCreateUserRequest,
  type TUpdateUserRequest,
  type TUser,
} from '@vigil/contract';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema/database';
import { toApiTimestamp, toStoredTimestamp } from '../../lib/clock';
import { HttpError, ValidationError, notFound } from '../../lib/http-errors';
import { sendInvitation } from '../accounts/accounts.service';
import { insertUser } from '../auth/user.queries';
import { newUserRow, normaliseEmail } from '../auth/user.service';
import {
  checkedGroupIds,
  groupIdsByUser,
  setUserGroups,
} from '../moderation-groups/moderation-groups.service';
import { findTenantUserIdByEmail } from '../accounts/pending-users';
import { deleteTenantUser } from '../auth/user.queries';
import {
  countUsersWithRole,
  findTenantUser,
  listTenantUsers,
  lockTenantForUserChanges,
  updateUserNameAndRole,
  type UserListRow,
} from './users.queries';

/** Who is asking: an administrator of this tenant (the route's role check made sure). */
export interface UserActor {
  tenantId: string;
  userId: string;
}

const emailTaken = () => new ValidationError({ email: [USER_MESSAGES.emailTaken] });
const stamp = (value: string | null) => (value === null ? null : toApiTimestamp(value));

function toUser(row: UserListRow, groupIds: string[]): TUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role_id: row.role_id,
    group_ids: groupIds,
    two_factor_enabled: row.two_factor_confirmed_at !== null,
    confirmed_at: stamp(row.email_verified_at),
    last_login_at: stamp(row.last_login_at),
  };
}

export async function listUsers(ctx: AppContext, tenantId: string): Promise<TUser[]> {
  const { db } = ctx.database;
  const [rows, groups] = await Promise.all([
    listTenantUsers(db, tenantId),
    groupIdsByUser(db, tenantId),
  ]);
  return rows.map((row) => toUser(row, groups.get(row.id) ?? []));
}

async function userById(ctx: AppContext, tenantId: string, userId: string): Promise<TUser> {
  const row = await findTenantUser(ctx.database.db, tenantId, userId);
  if (!row) throw notFound();
  const groups = await groupIdsByUser(ctx.database.db, tenantId);
  return toUser(row, groups.get(row.id) ?? []);
}

export interface CreatedUser {
  user: TUser;
  invitationSent: boolean;
}

/**
 * Adds an unconfirmed user without a password and emails the invitation; they choose a
 * password at /confirmaccount (docs/decisions/0052-users.md). Only a user of this tenant with
 * the address is refused: whether the address has an account elsewhere is never said to the
 * administrator (decision 0122) — its owner is emailed instead.
 */
export async function createUser(
  ctx: AppContext,
  actor: UserActor,
  body: TCreateUserRequest,
): Promise<CreatedUser> {
  const { db } = ctx.database;
  const email = normaliseEmail(body.email);
  if (await findTenantUserIdByEmail(db, actor.tenantId, email)) throw emailTaken();
  const groupIds = await checkedGroupIds(db, actor.tenantId, body.group_ids);
  const now = toStoredTimestamp(ctx.clock.now());
  const row = newUserRow({
    tenantId: actor.tenantId,
    name: body.name,
    email,
    passwordHash: null,
    roleId: body.role_id,
    verifiedAt: null,
    now,
  });
  try {
    await db.transaction().execute(async (trx) => {
      await insertUser(trx, row);
      await setUserGroups(trx, actor.tenantId, row.id, groupIds);
    });
  } catch (error) {
    // Two requests with one address at once: the unique index lets one through.
    if (await findTenantUserIdByEmail(db, actor.tenantId, email)) throw emailTaken();
    throw error;
  }
  let invitationSent = true;
  try {
    await sendInvitation(ctx, actor.tenantId, row.id);
  } catch (error) {
    // The user exists either way; the log never holds the message (it carries the link).
    invitationSent = false;
    ctx.logger.error(
      { kind: 'invite', err: { type: error instanceof Error ? error.name : typeof error } },
      'invitation email could not be sent',
    );
  }
  return { user: await userById(ctx, actor.tenantId, row.id), invitationSent };
}

/**
 * Runs a change to a user inside a transaction that first locks the tenant's user changes,
 * so the target read here and any administrator count are current
 * (docs/decisions/0059-last-administrator.md).
 */
async function withTenantLocked<T>(
  ctx: AppContext,
  actor: UserActor,
  userId: string,
  work: (trx: Kysely<Database>, before: UserListRow) => Promise<T>,
): Promise<T> {
  return ctx.database.db.transaction().execute(async (trx) => {
    await lockTenantForUserChanges(trx, actor.tenantId, toStoredTimestamp(ctx.clock.now()));
    const before = await findTenantUser(trx, actor.tenantId, userId);
    if (!before) throw notFound();
    return work(trx, before);
  });
}

async function isLastAdministrator(trx: Kysely<Database>, tenantId: string, user: UserListRow) {
  return (
    user.role_id === ROLES.administrator &&
    (await countUsersWithRole(trx, tenantId, ROLES.administrator)) <= 1
  );
}

/** Name, role and (when sent) groups; the email is fixed once the user exists. */
export async function updateUser(
  ctx: AppContext,
  actor: UserActor,
  userId: string,
  body: TUpdateUserRequest,
): Promise<TUser> {
  const { db } = ctx.database;
  const current = await findTenantUser(db, actor.tenantId, userId);
  if (!current) throw notFound();
  if (body.email !== undefined && normaliseEmail(body.email) !== current.email) {
    throw new ValidationError({ email: [USER_MESSAGES.emailNotEditable] });
  }
  const groupIds =
    body.group_ids === undefined
      ? undefined
      : await checkedGroupIds(db, actor.tenantId, body.group_ids);
  await withTenantLocked(ctx, actor, userId, async (trx, before) => {
    if (
      body.role_id !== ROLES.administrator &&
      (await isLastAdministrator(trx, actor.tenantId, before))
    ) {
      throw new ValidationError({ role_id: [USER_MESSAGES.lastAdministrator] });
    }
    await updateUserNameAndRole(trx, actor.tenantId, userId, {
      name: body.name,
      role_id: body.role_id,
      updated_at: toStoredTimestamp(ctx.clock.now()),
    });
    if (groupIds) await setUserGroups(trx, actor.tenantId, userId, groupIds);
  });
  return userById(ctx, actor.tenantId, userId);
}

/** Removes the user and ends their sessions; never oneself, never the last administrator. */
export async function deleteUser(ctx: AppContext, actor: UserActor, userId: string): Promise<void> {
  const { db } = ctx.database;
  if (!(await findTenantUser(db, actor.tenantId, userId))) throw notFound();
  if (userId === actor.userId) throw new HttpError(422, USER_MESSAGES.cannotDeleteSelf);
  await withTenantLocked(ctx, actor, userId, async (trx, before) => {
    if (await isLastAdministrator(trx, actor.tenantId, before)) {
      throw new HttpError(409, USER_MESSAGES.lastAdministrator);
    }
    await deleteTenantUser(trx, actor.tenantId, userId);
  });
}
