/**
 * Delivers signed callbacks to plugins (docs/decisions/0090-plugin-callbacks.md): one attempt
 * per run of a 'callback' job, recorded on its callback_deliveries row and on the plugin's
 * callback health; retried with back-off until the retry window closes, then given up.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp } from '../../lib/clock';
import type { JobOutcome, RunningJob } from '../jobs/job-runner';
import { nextCallbackAttempt } from './callback-backoff';
import {
  findCallbackTarget,
  findDelivery,
  isSupersededNotice,
  setCallbackHealth,
  updateDelivery,
  type DeliveryRow,
} from './callback-deliveries.queries';
import { postCallback, type CallbackAttempt } from './post-callback';

const ZCallbackJobPayloadSchema = z.object({ deliveryId: z.string().min(1) });

async function attempt(
  ctx: AppContext,
  delivery: DeliveryRow,
  now: Date,
  timeoutMs: number | undefined,
): Promise<CallbackAttempt> {
  const target = await findCallbackTarget(ctx.database.db, delivery.tenant_id, delivery.plugin_id);
  if (!target?.callback_url) {
    return { delivered: false, statusCode: null, error: 'The plugin has no callback URL' };
  }
  return postCallback({
    url: target.callback_url,
    accessKey: target.access_key,
    secretKey: ctx.secretBox.decrypt(target.secret_sealed),
    body: delivery.payload,
    now,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    egress: { policy: ctx.config.egress },
  });
}

/**
 * Given up: the report's history says its notice never reached the site. The audit log is the
 * reports module's, reached through the context (reports → callbacks is the one-way arrow).
 */
async function auditGivenUp(
  ctx: AppContext,
  trx: Kysely<Database>,
  delivery: DeliveryRow,
  error: string,
  now: Date,
): Promise<void> {
  if (delivery.report_id === null) return;
  await ctx.services.reports.withTransaction(trx).recordAuditEvent({
    now,
    tenantId: delivery.tenant_id,
    reportId: delivery.report_id,
    audit: {
      action: 'callback-failed',
      actor: null,
      categoryId: null,
      score: null,
      detail: `The ${delivery.event} callback was not accepted by the plugin: ${error}`,
    },
  });
}

/**
 * One attempt at a pending delivery, recorded on it; answers what its job does next. The job
 * runs it; a moderator's decision also runs it at once, holding the job's lease
 * (deliver-now.ts), with a shorter `timeoutMs` so the decision's answer is not held up.
 */
export async function attemptDelivery(
  ctx: AppContext,
  tenantId: string,
  deliveryId: string,
  timeoutMs?: number,
): Promise<JobOutcome> {
  const { db } = ctx.database;
  const delivery = await findDelivery(db, tenantId, deliveryId);
  // Deleted with its domain or plugin (an administrator removed it, decision 0110), or settled
  // by an earlier run: nothing left to do, so the job ends as done, not as a failure.
  if (!delivery || delivery.status !== 'pending') return { outcome: 'done' };
  if (await isSupersededNotice(db, delivery)) {
    await updateDelivery(db, delivery.tenant_id, delivery.id, {
      status: 'superseded',
      next_attempt_at: null,
    });
    return { outcome: 'done' };
  }

  const result = await attempt(ctx, delivery, ctx.clock.now(), timeoutMs);
  const now = ctx.clock.now();
  const stamp = toStoredTimestamp(now);
  const attempts = delivery.attempts + 1;
  const recorded = {
    attempts,
    last_attempt_at: stamp,
    last_status_code: result.statusCode,
  };
  if (result.delivered) {
    await db.transaction().execute(async (trx) => {
      const updated = await updateDelivery(trx, delivery.tenant_id, delivery.id, {
        ...recorded,
        status: 'delivered',
        last_error: null,
        next_attempt_at: null,
        delivered_at: stamp,
      });
      if (updated) await setCallbackHealth(trx, delivery.tenant_id, delivery.plugin_id, 'healthy');
    });
    return { outcome: 'done' };
  }

  const next = nextCallbackAttempt(attempts, now, new Date(delivery.give_up_at));
  const recordedFailure = await db.transaction().execute(async (trx) => {
    const updated = await updateDelivery(trx, delivery.tenant_id, delivery.id, {
      ...recorded,
      status: next === undefined ? 'failed' : 'pending',
      last_error: result.error,
      next_attempt_at: next === undefined ? null : toStoredTimestamp(next),
    });
    if (!updated) return false;
    await setCallbackHealth(trx, delivery.tenant_id, delivery.plugin_id, 'failing');
    if (next === undefined) await auditGivenUp(ctx, trx, delivery, result.error, now);
    return true;
  });
  // The plugin was removed during the attempt, taking the delivery with it (decision 0110):
  // nobody is left to notify, so the job ends quietly instead of retrying or failing.
  if (!recordedFailure) return { outcome: 'done' };
  if (next === undefined) return { outcome: 'failed', error: result.error };
  return { outcome: 'retry', at: next, error: result.error };
}

async function runCallbackJob(ctx: AppContext, job: RunningJob): Promise<JobOutcome> {
  const payload = ZCallbackJobPayloadSchema.safeParse(job.payload);
  if (!payload.success || job.tenantId === null) {
    return { outcome: 'failed', error: 'Not a callback job payload' };
  }
  return attemptDelivery(ctx, job.tenantId, payload.data.deliveryId);
}

/** Delivers signed callbacks to plugins, retried with back-off. */
export function registerCallbackJob(ctx: AppContext): void {
  ctx.jobs.register('callback', (job) => runCallbackJob(ctx, job));
}
