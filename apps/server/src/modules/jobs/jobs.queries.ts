import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { JobsTable } from '../../db/schema/moderation-engine';

export type JobRow = Selectable<JobsTable>;

/** Whether a claim may skip rows other transactions hold (PostgreSQL) or need not (SQLite). */
export type ClaimLocking = 'skip-locked' | 'single-writer';

/** The columns a claim sets: the job runs, leased to this worker, one attempt more. */
function leaseTaken(now: string, leaseUntil: string, workerId: string) {
  return (eb: ExpressionBuilder<Database, 'jobs'>) => ({
    status: 'running' as const,
    lease_until: leaseUntil,
    leased_by: workerId,
    attempts: eb('attempts', '+', 1),
    updated_at: now,
  });
}

/**
 * Takes the lease on a due job and returns it; undefined when none is due. First a job whose
 * worker's lease ran out (few: they are the running ones), then the oldest queued job whose
 * time has come — two lookups rather than one with an OR, which no index orders: on a
 * backlog of 100,000 jobs that one sorted them all for every claim.
 *
 * Each is one statement: on PostgreSQL the inner select locks the row it picks and passes
 * over rows other workers are claiming (`FOR UPDATE SKIP LOCKED`), so N workers take N
 * different jobs without waiting on each other; SQLite runs one write at a time, so the same
 * statement without the lock clause is already atomic.
 */
export async function claimDueJob(
  db: Kysely<Database>,
  locking: ClaimLocking,
  now: string,
  leaseUntil: string,
  workerId: string,
): Promise<JobRow | undefined> {
  const claim = (due: DueKind) =>
    claimStatement(db, locking, due, now, leaseUntil, workerId).executeTakeFirst();
  return (await claim('lease-expired')) ?? (await claim('queued'));
}

export type DueKind = 'lease-expired' | 'queued';

/** One of claimDueJob's two statements, unsent (its plan is tested: jobs.queries.test.ts). */
export function claimStatement(
  db: Kysely<Database>,
  locking: ClaimLocking,
  due: DueKind,
  now: string,
  leaseUntil: string,
  workerId: string,
) {
  return db
    .updateTable('jobs')
    .set(leaseTaken(now, leaseUntil, workerId))
    .where('id', '=', (eb) => {
      const oldest = eb
        .selectFrom('jobs')
        .select('id')
        .$call((query) =>
          due === 'queued'
            ? query.where('status', '=', 'queued').where('run_at', '<=', now)
            : query.where('status', '=', 'running').where('lease_until', '<', now),
        )
        // jobs_due_order (status, run_at, id): the first entry is the one.
        .orderBy('run_at')
        .orderBy('id')
        .limit(1);
      return locking === 'skip-locked' ? oldest.forUpdate().skipLocked() : oldest;
    })
    .returningAll();
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
    .set(leaseTaken(now, leaseUntil, workerId))
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
