import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

/**
 * Counts one hit in `key`'s window, atomically: a row whose window began before
 * `windowCutoff` starts a new window. Returns the count and the window's start.
 */
export async function recordHit(
  db: Kysely<Database>,
  key: string,
  now: string,
  windowCutoff: string,
): Promise<{ hits: number; window_started_at: string }> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_started_at: now, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_started_at < ${windowCutoff} then 1 else rate_limits.hits + 1 end`,
        window_started_at: sql<string>`case when rate_limits.window_started_at < ${windowCutoff} then ${now} else rate_limits.window_started_at end`,
      }),
    )
    .returning(['hits', 'window_started_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), window_started_at: row.window_started_at };
}

export async function clearKey(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/**
 * Takes back one hit counted in the window that began at `windowStartedAt`; a window that has
 * since restarted is left alone, as is a count already at zero.
 */
export async function removeHit(
  db: Kysely<Database>,
  key: string,
  windowStartedAt: string,
): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`hits - 1` })
    .where('key', '=', key)
    .where('window_started_at', '=', windowStartedAt)
    .where('hits', '>', 0)
    .execute();
}
