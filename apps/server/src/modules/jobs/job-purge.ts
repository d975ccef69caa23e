import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp } from '../../lib/clock';
import { deleteInBatches } from '../../lib/delete-in-batches';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A finished job is kept this long for inspection… */
export const DONE_JOB_RETENTION_MS = 7 * DAY_MS;
/** …and a failed one longer: it is what someone investigates. */
export const FAILED_JOB_RETENTION_MS = 30 * DAY_MS;

/** Deletes done jobs finished over 7 days ago and failed ones over 30 days ago. */
export async function purgeExpiredJobs(db: Kysely<Database>, now: Date): Promise<number> {
  const doneBefore = toStoredTimestamp(new Date(now.getTime() - DONE_JOB_RETENTION_MS));
  const failedBefore = toStoredTimestamp(new Date(now.getTime() - FAILED_JOB_RETENTION_MS));
  return deleteInBatches(async (limit) => {
    const result = await db
      .deleteFrom('jobs')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where((row) =>
            row.or([
              row.and([row('status', '=', 'done'), row('finished_at', '<', doneBefore)]),
              row.and([row('status', '=', 'failed'), row('finished_at', '<', failedBefore)]),
            ]),
          )
          .limit(limit),
      )
      .executeTakeFirst();
    return result.numDeletedRows;
  });
}
