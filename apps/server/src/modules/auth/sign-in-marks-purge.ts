import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp } from '../../lib/clock';
import { deleteInBatches } from '../../lib/delete-in-batches';
import { KNOWN_ADDRESS_MS, WARNING_INTERVAL_MS } from './guess-rules';

/**
 * A mark older than this means nothing any more: a known address is trusted for
 * KNOWN_ADDRESS_MS after its last success, a warning holds back the next one for
 * WARNING_INTERVAL_MS. The longer of the two keeps both rules whole.
 */
export const SIGN_IN_MARK_RETENTION_MS = Math.max(KNOWN_ADDRESS_MS, WARNING_INTERVAL_MS);

/** Deletes marks made more than SIGN_IN_MARK_RETENTION_MS ago. */
export async function purgeExpiredSignInMarks(db: Kysely<Database>, now: Date): Promise<number> {
  const before = toStoredTimestamp(new Date(now.getTime() - SIGN_IN_MARK_RETENTION_MS));
  return deleteInBatches(async (limit) => {
    const result = await db
      .deleteFrom('sign_in_marks')
      .where('key', 'in', (eb) =>
        eb.selectFrom('sign_in_marks').select('key').where('marked_at', '<', before).limit(limit),
      )
      .executeTakeFirst();
    return result.numDeletedRows;
  });
}
