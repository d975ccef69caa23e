import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp } from '../../lib/clock';
import { deleteInBatches } from '../../lib/delete-in-batches';
import { purgePendingRegistrations } from './pending-registrations.queries';

/** A used or expired link is kept this long after it stopped working, for inspection. */
export const SPENT_LINK_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Deletes links used, or expired, more than SPENT_LINK_RETENTION_MS ago. */
export async function purgeExpiredEmailTokens(db: Kysely<Database>, now: Date): Promise<number> {
  const before = toStoredTimestamp(new Date(now.getTime() - SPENT_LINK_RETENTION_MS));
  return deleteInBatches(async (limit) => {
    const result = await db
      .deleteFrom('email_tokens')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('email_tokens')
          .select('id')
          .where((row) => row.or([row('used_at', '<', before), row('expires_at', '<', before)]))
          .limit(limit),
      )
      .executeTakeFirst();
    return result.numDeletedRows;
  });
}

/** Sign-ups (decision 0122) used, retired or expired more than SPENT_LINK_RETENTION_MS ago. */
export async function purgeSpentRegistrations(db: Kysely<Database>, now: Date): Promise<number> {
  return purgePendingRegistrations(
    db,
    toStoredTimestamp(new Date(now.getTime() - SPENT_LINK_RETENTION_MS)),
  );
}
