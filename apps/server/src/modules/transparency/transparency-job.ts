import type { AppContext } from '../../context';
import { enqueueSingletonJob } from '../jobs/singleton-job';
import { generateDueReports } from './generate-report';
import { monthOf, monthStartTime } from './report-months';

export const TRANSPARENCY_JOB_KIND = 'transparency-reports';
/** One key for every instance, so a shared database keeps a single waiting run. */
export const TRANSPARENCY_DEDUPE_KEY = 'transparency-reports';
/** A run that could not make some tenant's reports is tried again this much later. */
export const TRANSPARENCY_RETRY_MS = 15 * 60 * 1000;

/**
 * Queues the monthly run at `runAt` unless one already waits (that one is moved to `runAt`).
 * Called at every start, so a server that was down on the first catches up at once
 * (decision 0161), the same way housekeeping is scheduled.
 */
export async function scheduleTransparencyReports(ctx: AppContext, runAt?: Date): Promise<void> {
  const now = ctx.clock.now();
  await enqueueSingletonJob(ctx.database.db, now, {
    kind: TRANSPARENCY_JOB_KIND,
    tenantId: null,
    payload: {},
    runAt: runAt ?? now,
    dedupeKey: TRANSPARENCY_DEDUPE_KEY,
  });
}

/**
 * Makes every due report, then queues the next run for the first of next month, 00:00 UTC.
 * A tenant that failed keeps the run going: it is retried later, and the retry makes
 * whatever is due by then (the next month's run included).
 */
export function registerTransparencyJob(ctx: AppContext): void {
  ctx.jobs.register(TRANSPARENCY_JOB_KIND, async () => {
    const now = ctx.clock.now();
    const run = await generateDueReports(ctx, now);
    if (run.written > 0) ctx.logger.info({ reports: run.written }, 'transparency reports made');
    if (run.failed.length > 0) {
      return {
        outcome: 'retry',
        at: new Date(now.getTime() + TRANSPARENCY_RETRY_MS),
        error: `transparency reports failed for ${run.failed.length} tenant(s)`,
      };
    }
    await scheduleTransparencyReports(ctx, monthStartTime(monthOf(now), 1));
    return { outcome: 'done' };
  });
}
