import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp } from '../../lib/clock';
import { deleteInBatches } from '../../lib/delete-in-batches';

/**
 * A row does not record its rule's window, so a counter is dropped only once any window
 * could have ended: this must exceed every rule's windowMs (the longest is one hour).
 * Keeping a stale counter is harmless — the next hit starts a new window — while dropping a
 * live one would forget attempts.
 */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Deletes counters whose window began more than RATE_LIMIT_RETENTION_MS ago. */
export async function purgeExpiredRateLimits(db: Kysely<Database>, now: Date): Promise<number> {
  const before = toStoredTimestamp(new Date(now.getTime() - RATE_LIMIT_RETENTION_MS));
  return deleteInBatches(async (limit) => {
    const result = await db
      .deleteFrom('rate_limits')
      .where('key', 'in', (eb) =>
        eb
          .selectFrom('rate_limits')
          .select('key')
          .where('window_started_at', '<', before)
          .limit(limit),
      )
      .executeTakeFirst();
    return result.numDeletedRows;
  });
}
