/**
 * Tries queued callbacks at once instead of leaving them to the job runner's next look, so a
 * moderator learns whether the site was told (docs/decisions/0102-moderator-decisions.md).
 * Each try is a run of the delivery's own durable job: it takes the job's lease first, so
 * neither this instance's runner nor another instance's sends the same notice meanwhile, and
 * settles the job afterwards exactly as the runner would (done, or queued for the back-off).
 * Should the process die mid-try, the lease runs out and the runner takes the job over.
 */
import type { AppContext } from '../../context';
import { toStoredTimestamp } from '../../lib/clock';
import { createId } from '../../lib/tokens';
import type { JobOutcome } from '../jobs/job-runner';
import { claimJob, settleJob } from '../jobs/jobs.queries';
import { attemptDelivery } from './callback-job';
import type { CallbackJobPayload } from './enqueue-callbacks';

/** How often to look whether another worker's try of the same delivery has finished. */
const WATCH_INTERVAL_MS = 100;

async function queuedJobId(
  ctx: AppContext,
  tenantId: string,
  deliveryId: string,
): Promise<string | undefined> {
  // The job's payload is written by enqueueCallbacks as exactly this JSON.
  const payload: CallbackJobPayload = { deliveryId };
  const row = await ctx.database.db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', 'callback')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'queued')
    .where('payload', '=', JSON.stringify(payload))
    .executeTakeFirst();
  return row?.id;
}

async function settle(
  ctx: AppContext,
  jobId: string,
  workerId: string,
  result: JobOutcome,
): Promise<void> {
  const stamp = toStoredTimestamp(ctx.clock.now());
  if (result.outcome === 'retry') {
    await settleJob(ctx.database.db, jobId, workerId, {
      status: 'queued',
      run_at: toStoredTimestamp(result.at),
      last_error: result.error ?? null,
      updated_at: stamp,
    });
    return;
  }
  await settleJob(ctx.database.db, jobId, workerId, {
    status: result.outcome,
    last_error: result.outcome === 'failed' ? result.error : null,
    finished_at: stamp,
    updated_at: stamp,
  });
}

async function deliveryState(ctx: AppContext, tenantId: string, deliveryId: string) {
  return ctx.database.db
    .selectFrom('callback_deliveries')
    .select(['status', 'attempts'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', deliveryId)
    .executeTakeFirst();
}

/** Another worker holds the job: wait (at most `timeoutMs`) for its try to be recorded. */
async function watch(
  ctx: AppContext,
  tenantId: string,
  deliveryId: string,
  timeoutMs: number,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const state = await deliveryState(ctx, tenantId, deliveryId);
    if (!state || state.status !== 'pending' || state.attempts > 0 || Date.now() >= until) return;
    await new Promise((resolve) => setTimeout(resolve, WATCH_INTERVAL_MS));
  }
}

async function tryOne(
  ctx: AppContext,
  tenantId: string,
  deliveryId: string,
  timeoutMs: number,
): Promise<'delivered' | 'retrying'> {
  const jobId = await queuedJobId(ctx, tenantId, deliveryId);
  const workerId = createId();
  const now = ctx.clock.now();
  const leaseUntil = toStoredTimestamp(new Date(now.getTime() + ctx.config.jobs.leaseMs));
  const claimed =
    jobId !== undefined &&
    (await claimJob(ctx.database.db, jobId, toStoredTimestamp(now), leaseUntil, workerId));
  if (claimed) {
    let result: JobOutcome;
    try {
      result = await attemptDelivery(ctx, tenantId, deliveryId, timeoutMs);
    } catch (error) {
      // Left to the runner, which tries again soon; the message is ours, never a stack.
      const message = error instanceof Error ? error.message : String(error);
      ctx.logger.error({ delivery: deliveryId, err: message }, 'callback try failed');
      result = { outcome: 'retry', at: ctx.clock.now(), error: message };
    }
    await settle(ctx, jobId, workerId, result);
  } else {
    await watch(ctx, tenantId, deliveryId, timeoutMs);
  }
  const state = await deliveryState(ctx, tenantId, deliveryId);
  return state?.status === 'delivered' ? 'delivered' : 'retrying';
}

/**
 * Tries each delivery once now, side by side, waiting at most about `timeoutMs` for the
 * plugins; answers per delivery whether it got through or is left to the retries.
 */
export async function deliverNow(
  ctx: AppContext,
  tenantId: string,
  deliveryIds: readonly string[],
  timeoutMs: number,
): Promise<Array<'delivered' | 'retrying'>> {
  return Promise.all(deliveryIds.map((id) => tryOne(ctx, tenantId, id, timeoutMs)));
}
