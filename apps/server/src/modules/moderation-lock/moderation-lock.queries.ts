import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp } from '../../lib/clock';
import { activeSecondsBetween } from './lock-time';

export type LockSource = 'console' | 'server';

/** The moderator's lock if it still lasts at `now`; an ended one is as good as none. */
export async function findLiveLock(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<{ locked_until: string } | undefined> {
  return db
    .selectFrom('moderation_locks')
    .select('locked_until')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('locked_until', '>', toStoredTimestamp(now))
    .executeTakeFirst();
}

/**
 * Locks the moderator from `now` until `until` unless a lock still lasts (that one keeps its
 * end), and restarts their active count, in one transaction. Returns the end in force.
 * Timestamps are ISO text of one width, so text order is time order on both databases.
 */
export async function lockModerator(
  db: Kysely<Database>,
  target: { tenantId: string; userId: string; source: LockSource },
  now: Date,
  until: Date,
): Promise<string> {
  const nowText = toStoredTimestamp(now);
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('moderation_locks')
      .values({
        user_id: target.userId,
        tenant_id: target.tenantId,
        locked_at: nowText,
        locked_until: toStoredTimestamp(until),
        source: target.source,
      })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet((eb) => ({
            locked_at: eb.ref('excluded.locked_at'),
            locked_until: eb.ref('excluded.locked_until'),
            source: eb.ref('excluded.source'),
          }))
          // Only an ended lock is replaced; the tenant check keeps a foreign row untouched.
          .where('moderation_locks.locked_until', '<=', nowText)
          .where('moderation_locks.tenant_id', '=', target.tenantId),
      )
      .execute();
    await trx
      .deleteFrom('moderator_activity')
      .where('tenant_id', '=', target.tenantId)
      .where('user_id', '=', target.userId)
      .execute();
    const row = await trx
      .selectFrom('moderation_locks')
      .select('locked_until')
      .where('tenant_id', '=', target.tenantId)
      .where('user_id', '=', target.userId)
      .executeTakeFirstOrThrow();
    return row.locked_until;
  });
}

/** Clears a lock that has ended, so the table holds only breaks that matter. */
export async function deleteEndedLock(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('moderation_locks')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('locked_until', '<=', toStoredTimestamp(now))
    .execute();
}

// Concurrent calls of one moderator race on one row; a lost race re-reads and tries again.
const ACTIVITY_ATTEMPTS = 5;

/**
 * Adds the time since the moderator's previous timed call to their active count and returns
 * the new count. Portable compare-and-set: the update applies only if the row is still as
 * read, so two simultaneous calls (on one instance or two) never both add the same gap; the
 * first call after a break inserts the row at 0. A call that loses every race is not counted,
 * which only happens when several arrive at once and their gaps are about zero anyway.
 */
export async function recordActivity(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<number> {
  const nowText = toStoredTimestamp(now);
  let seen = 0;
  for (let attempt = 0; attempt < ACTIVITY_ATTEMPTS; attempt += 1) {
    const row = await db
      .selectFrom('moderator_activity')
      .select(['active_seconds', 'last_activity_at'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) {
      const inserted = await db
        .insertInto('moderator_activity')
        .values({
          user_id: userId,
          tenant_id: tenantId,
          active_seconds: 0,
          last_activity_at: nowText,
        })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return 0;
      continue;
    }
    seen = Number(row.active_seconds);
    const count = seen + activeSecondsBetween(new Date(row.last_activity_at), now);
    // A call stamped earlier than the stored one (another instance's clock) keeps the later.
    const last = nowText > row.last_activity_at ? nowText : row.last_activity_at;
    const updated = await db
      .updateTable('moderator_activity')
      .set({ active_seconds: count, last_activity_at: last })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('active_seconds', '=', row.active_seconds)
      .where('last_activity_at', '=', row.last_activity_at)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return count;
  }
  return seen;
}
