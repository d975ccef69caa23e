import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { JobsTable } from '../../db/schema/moderation-engine';

export type JobRow = Selectable<JobsTable>;

/** Due jobs, oldest first: queued ones whose time has come, and running ones whose lease ran out. */
export async function findDueJobIds(
  db: Kysely<Database>,
  now: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
      ]),
    )
    .orderBy('run_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes the lease on one job if it is still due; false when another worker (or instance) got
 * it first. A single conditional UPDATE, so it is race-safe on SQLite and PostgreSQL alike.
 */
export async function claimJob(
  db: Kysely<Database>,
  id: string,
  now: string,
  leaseUntil: string,
  workerId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      lease_until: leaseUntil,
      leased_by: workerId,
      attempts: eb('attempts', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findJob(db: Kysely<Database>, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Only the lease holder may settle a job: a worker whose lease expired loses its result. */
export async function settleJob(
  db: Kysely<Database>,
  id: string,
  workerId: string,
  changes: Partial<Pick<JobRow, 'status' | 'run_at' | 'last_error' | 'finished_at'>> & {
    updated_at: string;
  },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ ...changes, lease_until: null, leased_by: null })
    .where('id', '=', id)
    .where('leased_by', '=', workerId)
    .execute();
}

export async function extendLease(
  db: Kysely<Database>,
  id: string,
  workerId: string,
  leaseUntil: string,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ lease_until: leaseUntil })
    .where('id', '=', id)
    .where('leased_by', '=', workerId)
    .execute();
}
