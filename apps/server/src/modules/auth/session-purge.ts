import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp } from '../../lib/clock';
import { deleteInBatches } from '../../lib/delete-in-batches';
import { SESSION_IDLE_MS } from './session.service';

/**
 * Deletes sessions that resolve() would refuse: past their absolute expiry or idle for
 * SESSION_IDLE_MS. resolve() deletes only the expired sessions someone presents again; this
 * removes the ones nobody comes back with.
 */
export async function purgeExpiredSessions(db: Kysely<Database>, now: Date): Promise<number> {
  const stamp = toStoredTimestamp(now);
  const idleSince = toStoredTimestamp(new Date(now.getTime() - SESSION_IDLE_MS));
  return deleteInBatches(async (limit) => {
    const result = await db
      .deleteFrom('sessions')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('sessions')
          .select('id')
          .where((row) =>
            row.or([row('expires_at', '<=', stamp), row('last_seen_at', '<=', idleSince)]),
          )
          .limit(limit),
      )
      .executeTakeFirst();
    return result.numDeletedRows;
  });
}
