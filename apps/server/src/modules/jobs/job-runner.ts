/**
 * Runs durable jobs (docs/decisions/0084-durable-jobs.md). Jobs live in the database, so an
 * acknowledged item survives a crash: a job whose worker died keeps its expired lease and is
 * picked up again, by this instance after a restart or by another one.
 */
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/database';
import { toStoredTimestamp, type Clock } from '../../lib/clock';
import { createId } from '../../lib/tokens';
import { claimDueJob, extendLease, settleJob, type JobRow } from './jobs.queries';

export interface RunningJob {
  id: string;
  tenantId: string | null;
  payload: unknown;
  /** 1 on the first run. */
  attempts: number;
}

/** done: finished; retry: run again at that time; failed: stop trying (recorded). */
export type JobOutcome =
  | { outcome: 'done' }
  | { outcome: 'retry'; at: Date; error?: string }
  | { outcome: 'failed'; error: string };

export type JobHandler = (job: RunningJob) => Promise<JobOutcome>;

export interface JobRunnerOptions {
  /** How long a claimed job is reserved; renewed while the handler runs. */
  leaseMs: number;
  /** Idle wait between looks for due jobs. */
  pollMs: number;
  /** Jobs run at once by this instance. */
  concurrency: number;
}

export const DEFAULT_JOB_RUNNER_OPTIONS: JobRunnerOptions = {
  leaseMs: 60_000,
  pollMs: 250,
  concurrency: 2,
};

export interface JobRunner {
  register(kind: string, handler: JobHandler): void;
  /** Runs every job due now (and those they make due now); resolves when none is left. */
  drain(): Promise<number>;
  /** Polls in the background until stop(). */
  start(): void;
  stop(): Promise<void>;
}

export function createJobRunner(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  clock: Clock,
  logger: Logger,
  options: JobRunnerOptions = DEFAULT_JOB_RUNNER_OPTIONS,
): JobRunner {
  const { db } = database;
  const locking = database.kind === 'postgres' ? 'skip-locked' : 'single-writer';
  const handlers = new Map<string, JobHandler>();
  const workerId = createId();
  let running = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const leaseEnd = () => toStoredTimestamp(new Date(clock.now().getTime() + options.leaseMs));

  /** Claims the oldest due job, if any, for this instance. */
  const claimNext = (): Promise<JobRow | undefined> =>
    claimDueJob(db, locking, toStoredTimestamp(clock.now()), leaseEnd(), workerId);

  async function runOne(row: JobRow): Promise<void> {
    const { id } = row;
    const handler = handlers.get(row.kind);
    const settledAt = () => toStoredTimestamp(clock.now());
    if (!handler) {
      await settleJob(db, id, workerId, {
        status: 'failed',
        last_error: `No handler for job kind ${row.kind}`,
        finished_at: settledAt(),
        updated_at: settledAt(),
      });
      return;
    }
    // Keep the lease while a long scan runs, so no other worker starts it twice.
    const renew = setInterval(
      () => void extendLease(db, id, workerId, leaseEnd()).catch(() => undefined),
      Math.max(1_000, Math.floor(options.leaseMs / 3)),
    );
    let result: JobOutcome;
    try {
      result = await handler({
        id,
        tenantId: row.tenant_id,
        payload: JSON.parse(row.payload) as unknown,
        attempts: row.attempts,
      });
    } catch (error) {
      // An unexpected throw is retried with back-off; the message is ours, never a stack.
      const message = error instanceof Error ? error.message : String(error);
      logger.error({ job: id, kind: row.kind, err: message }, 'job failed; retrying');
      const delay = Math.min(60 * 60_000, 1_000 * 2 ** Math.min(row.attempts, 12));
      result = { outcome: 'retry', at: new Date(clock.now().getTime() + delay), error: message };
    } finally {
      clearInterval(renew);
    }
    if (result.outcome === 'done') {
      await settleJob(db, id, workerId, {
        status: 'done',
        last_error: null,
        finished_at: settledAt(),
        updated_at: settledAt(),
      });
    } else if (result.outcome === 'retry') {
      await settleJob(db, id, workerId, {
        status: 'queued',
        run_at: toStoredTimestamp(result.at),
        last_error: result.error ?? null,
        updated_at: settledAt(),
      });
    } else {
      await settleJob(db, id, workerId, {
        status: 'failed',
        last_error: result.error,
        finished_at: settledAt(),
        updated_at: settledAt(),
      });
    }
  }

  /** Runs due jobs, `concurrency` at a time, until none is due; returns how many ran. */
  async function runBatch(): Promise<number> {
    let ran = 0;
    const workers = Array.from({ length: options.concurrency }, async () => {
      // A stop lets the jobs in hand finish and claims no more.
      while (!stopping) {
        const row = await claimNext();
        if (!row) break;
        await runOne(row);
        ran += 1;
        // On SQLite every query of a job settles without waiting for I/O, so a backlog of
        // jobs would run as one unbroken chain and no request would be read until it was
        // gone (decision 0197): the requests waiting have their turn between two jobs.
        await setImmediatePromise();
      }
    });
    await Promise.all(workers);
    return ran;
  }

  return {
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    async drain() {
      // Drained by hand (tests, commands) after a stop, it runs again.
      if (!running) stopping = false;
      let total = 0;
      for (;;) {
        const ran = await runBatch();
        if (ran === 0) return total;
        total += ran;
      }
    },
    start() {
      if (running) return;
      running = true;
      stopping = false;
      loop = (async () => {
        while (running) {
          let ran = 0;
          try {
            ran = await runBatch();
          } catch (error) {
            logger.error(
              { err: error instanceof Error ? error.message : String(error) },
              'job runner could not read the queue',
            );
          }
          if (ran === 0 && running) {
            await new Promise<void>((resolve) => {
              wake = resolve;
              timer = setTimeout(resolve, options.pollMs);
            });
          }
        }
      })();
    },
    async stop() {
      running = false;
      stopping = true;
      if (timer) clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}
