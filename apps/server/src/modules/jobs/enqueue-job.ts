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
   * At most one unfinished job per key: enqueueing again while one is queued or running
   * returns the existing job's id instead (e.g. 'scan:<report id>').
   */
  dedupeKey?: string;
}

/**
 * Adds a durable job. Pass the caller's transaction so the job exists exactly when the change
 * that needs it does (an acknowledged item always has its scan job).
 */
export async function enqueueJob(db: Kysely<Database>, now: Date, job: NewJob): Promise<string> {
  if (job.dedupeKey !== undefined) {
    const existing = await db
      .selectFrom('jobs')
      .select('id')
      .where('dedupe_key', '=', job.dedupeKey)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (existing) {
      // A queued job runs the newest state when it starts; bring it forward if asked sooner.
      await db
        .updateTable('jobs')
        .set({ payload: JSON.stringify(job.payload), run_at: toStoredTimestamp(job.runAt ?? now) })
        .where('id', '=', existing.id)
        .where('status', '=', 'queued')
        .execute();
      return existing.id;
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
