import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { enqueueJob, type NewJob } from './enqueue-job';

/**
 * Queues a job of which at most one may wait, however many instances ask at once (a periodic
 * job every instance schedules at start). The dedupe key absorbs a request while one waits;
 * two instances that both found none and both inserted are settled by deleting every waiting
 * copy but the lowest id: each caller deletes after its own insert, so the last one sees all
 * copies and exactly one is left.
 */
export async function enqueueSingletonJob(
  db: Kysely<Database>,
  now: Date,
  job: NewJob & { dedupeKey: string },
): Promise<void> {
  await enqueueJob(db, now, job);
  await db
    .deleteFrom('jobs')
    .where('dedupe_key', '=', job.dedupeKey)
    .where('status', '=', 'queued')
    .where('id', '<>', (eb) =>
      eb
        .selectFrom('jobs')
        .select((min) => min.fn.min('id').as('id'))
        .where('dedupe_key', '=', job.dedupeKey)
        .where('status', '=', 'queued'),
    )
    .execute();
}
