import {
  MODERATION_LOCK_MESSAGES,
  ROLES,
  TENANT_NOT_FOUND_MESSAGE,
  type TLockModerationResponse,
  type TModerationLockedError,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import type { RequestAuth } from '../../http/authenticate';
import { toApiTimestamp } from '../../lib/clock';
import { HttpError, unauthenticated } from '../../lib/http-errors';
import { findTenantSettings } from '../tenant/tenant.queries';
import { lockEnd, secondsUntil } from './lock-time';
import {
  deleteEndedLock,
  findLiveLock,
  lockModerator,
  recordActivity,
  type LockSource,
} from './moderation-lock.queries';

type Caller = Pick<RequestAuth, 'tenantId' | 'userId' | 'roleId'>;

/** Spec §4: only moderators are timed; administrators (and anyone else) never lock. */
function isTimed(caller: Caller): boolean {
  return caller.roleId === ROLES.moderator;
}

/** The 423 of spec §8: the lock's end in the body and as Retry-After. */
export function moderationLockedError(lockedUntil: string, now: Date): HttpError {
  const until = new Date(lockedUntil);
  const fields: Omit<TModerationLockedError, 'message'> = {
    locked_until: toApiTimestamp(until),
    retry_after: secondsUntil(until, now),
  };
  return new HttpError(
    423,
    MODERATION_LOCK_MESSAGES.locked,
    undefined,
    { 'Retry-After': String(secondsUntil(until, now)) },
    fields,
  );
}

async function tenantMinutes(
  ctx: AppContext,
  tenantId: string,
): Promise<{ active_minutes: number; lock_minutes: number }> {
  const settings = await findTenantSettings(ctx.database.db, tenantId);
  // authenticate() found the tenant on this request; one deleted since answers as gone.
  if (!settings) throw unauthenticated(TENANT_NOT_FOUND_MESSAGE);
  return settings;
}

function lock(
  ctx: AppContext,
  caller: Caller,
  source: LockSource,
  now: Date,
  lock_minutes: number,
): Promise<string> {
  return lockModerator(
    ctx.database.db,
    { tenantId: caller.tenantId, userId: caller.userId, source },
    now,
    lockEnd(now, lock_minutes),
  );
}

/**
 * Runs before every `moderationTimed` endpoint, after the role check
 * (http/register-endpoint.ts; docs/decisions/0100-moderation-lock.md). A locked moderator gets
 * 423 until the lock ends. Otherwise the call is counted as active time, and the call that
 * spends the tenant's active allowance locks the moderator (source 'server') and answers 423
 * itself, so clearing the browser's stored time does not avoid the break.
 */
export async function checkModerationAllowed(ctx: AppContext, caller: Caller): Promise<void> {
  if (!isTimed(caller)) return;
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const live = await findLiveLock(db, caller.tenantId, caller.userId, now);
  if (live) throw moderationLockedError(live.locked_until, now);
  await deleteEndedLock(db, caller.tenantId, caller.userId, now);

  const minutes = await tenantMinutes(ctx, caller.tenantId);
  const activeSeconds = await recordActivity(db, caller.tenantId, caller.userId, now);
  if (activeSeconds < minutes.active_minutes * 60) return;
  const lockedUntil = await lock(ctx, caller, 'server', now, minutes.lock_minutes);
  throw moderationLockedError(lockedUntil, now);
}

/** POST /report/lock: the console's timer ran out (spec §4). */
export async function lockModeration(
  ctx: AppContext,
  caller: Caller,
): Promise<TLockModerationResponse> {
  const now = ctx.clock.now();
  if (!isTimed(caller)) {
    return {
      message: MODERATION_LOCK_MESSAGES.notTimed,
      locked_until: toApiTimestamp(now),
      retry_after: 0,
    };
  }
  const { lock_minutes } = await tenantMinutes(ctx, caller.tenantId);
  const lockedUntil = await lock(ctx, caller, 'console', now, lock_minutes);
  return {
    message: MODERATION_LOCK_MESSAGES.lockedNow,
    locked_until: toApiTimestamp(lockedUntil),
    retry_after: secondsUntil(new Date(lockedUntil), now),
  };
}
