import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp } from '../../lib/clock';
import { createId } from '../../lib/tokens';

export interface NewJob {
  kind: string;
  tenantId: string | null;
  payload: unknown;
  /** Defaults to now. */
  runAt?: Date;
  /**
   * At most one queued job per key: enqueueing again while one waits updates it and returns
   * its id (e.g. 'scan:<report id>'); while one runs, a new one is queued behind it.
   */
  dedupeKey?: string;
}

/**
 * Adds a durable job. Pass the caller's transaction so the job exists exactly when the change
 * that needs it does (an acknowledged item always has its scan job).
 */
export async function enqueueJob(db: Kysely<Database>, now: Date, job: NewJob): Promise<string> {
  if (job.dedupeKey !== undefined) {
    // Only a job that has not started yet absorbs the new one: a running job may already have
    // read the old state, so a change arriving now needs a run of its own after it.
    const queued = await db
      .selectFrom('jobs')
      .select('id')
      .where('dedupe_key', '=', job.dedupeKey)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (queued) {
      await db
        .updateTable('jobs')
        .set({ payload: JSON.stringify(job.payload), run_at: toStoredTimestamp(job.runAt ?? now) })
        .where('id', '=', queued.id)
        .where('status', '=', 'queued')
        .execute();
      return queued.id;
    }
  }
  const id = createId();
  const stamp = toStoredTimestamp(now);
  await db
    .insertInto('jobs')
    .values({
      id,
      tenant_id: job.tenantId,
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      status: 'queued',
      attempts: 0,
      run_at: toStoredTimestamp(job.runAt ?? now),
      lease_until: null,
      leased_by: null,
      last_error: null,
      dedupe_key: job.dedupeKey ?? null,
      created_at: stamp,
      updated_at: stamp,
      finished_at: null,
    })
    .execute();
  return id;
}
