import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp } from '../../lib/clock';
import { deleteInBatches } from '../../lib/delete-in-batches';

/**
 * Deletes replay-protection signatures past expires_at, in bounded batches: a stale timestamp
 * is refused anyway, so its signature no longer needs remembering. (Signature checks also
 * purge now and then; this catches a domain that stopped sending.)
 */
export async function purgeExpiredRequestSignatures(
  db: Kysely<Database>,
  now: Date,
): Promise<number> {
  const stamp = toStoredTimestamp(now);
  return deleteInBatches(async (limit) => {
    const result = await db
      .deleteFrom('plugin_request_signatures')
      .where((eb) =>
        eb(
          eb.refTuple('domain_id', 'signature'),
          'in',
          eb
            .selectFrom('plugin_request_signatures')
            .select(['domain_id', 'signature'])
            .where('expires_at', '<', stamp)
            .limit(limit)
            .$asTuple('domain_id', 'signature'),
        ),
      )
      .executeTakeFirst();
    return result.numDeletedRows;
  });
}
