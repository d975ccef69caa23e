import type { AppContext } from '../../context';
import { enqueueSingletonJob } from '../jobs/singleton-job';
import { runHousekeeping } from './housekeeping';

export const HOUSEKEEPING_JOB_KIND = 'housekeeping';
/** One key for every instance, so a shared database keeps a single housekeeping job. */
export const HOUSEKEEPING_DEDUPE_KEY = 'housekeeping';
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Queues housekeeping to run at `runAt` unless a run is already waiting (that one is moved to
 * `runAt`). Called at every start, so a restart also runs it once right away.
 */
export async function scheduleHousekeeping(ctx: AppContext, runAt?: Date): Promise<void> {
  const now = ctx.clock.now();
  await enqueueSingletonJob(ctx.database.db, now, {
    kind: HOUSEKEEPING_JOB_KIND,
    tenantId: null,
    payload: {},
    runAt: runAt ?? now,
    dedupeKey: HOUSEKEEPING_DEDUPE_KEY,
  });
}

/**
 * Purges, then queues the next run an hour later. A purge that throws is retried by the job
 * runner with back-off, so the chain of runs never breaks.
 */
export function registerHousekeepingJob(ctx: AppContext): void {
  ctx.jobs.register(HOUSEKEEPING_JOB_KIND, async () => {
    const now = ctx.clock.now();
    const deleted = await runHousekeeping(ctx.database.db, now);
    if (Object.values(deleted).some((count) => count > 0)) {
      ctx.logger.info({ deleted }, 'housekeeping removed expired rows');
    }
    await scheduleHousekeeping(ctx, new Date(now.getTime() + HOUSEKEEPING_INTERVAL_MS));
    return { outcome: 'done' };
  });
}
