import {
  CALLBACK_RETRY_WINDOW_HOURS,
  ZPluginCallbackSchema,
  type TPluginCallback,
} from '@vigil/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp } from '../../lib/clock';
import { createId } from '../../lib/tokens';
import { enqueueJob } from '../jobs/enqueue-job';
import { insertDelivery, listCallbackPlugins } from './callback-deliveries.queries';

export interface CallbackNotice {
  tenantId: string;
  domainId: string;
  /** The report the notice is about; null for a notice about no single item. */
  reportId: string | null;
  payload: TPluginCallback;
}

/** The job payload of kind 'callback'. */
export interface CallbackJobPayload {
  deliveryId: string;
}

/**
 * Queues one signed callback per plugin of the domain that has a callback URL: a
 * callback_deliveries row (what is sent, and later how it went) and its 'callback' job. Pass
 * the transaction of the change the notice is about, so the notice exists exactly when the
 * change does. Answers how many deliveries were queued (0 when no plugin can be called).
 */
export async function enqueueCallbacks(
  db: Kysely<Database>,
  now: Date,
  input: CallbackNotice,
): Promise<number> {
  const plugins = await listCallbackPlugins(db, input.tenantId, input.domainId);
  if (plugins.length === 0) return 0;
  // Stored once, byte for byte what every attempt sends and signs.
  const body = JSON.stringify(ZPluginCallbackSchema.parse(input.payload));
  const created = toStoredTimestamp(now);
  const giveUpAt = toStoredTimestamp(
    new Date(now.getTime() + CALLBACK_RETRY_WINDOW_HOURS * 3_600_000),
  );
  for (const plugin of plugins) {
    const deliveryId = createId();
    await insertDelivery(db, {
      id: deliveryId,
      tenant_id: input.tenantId,
      domain_id: input.domainId,
      plugin_id: plugin.id,
      report_id: input.reportId,
      event: input.payload.event,
      payload: body,
      status: 'pending',
      attempts: 0,
      last_attempt_at: null,
      last_status_code: null,
      last_error: null,
      next_attempt_at: created,
      give_up_at: giveUpAt,
      delivered_at: null,
      created_at: created,
    });
    const payload: CallbackJobPayload = { deliveryId };
    await enqueueJob(db, now, { kind: 'callback', tenantId: input.tenantId, payload });
  }
  return plugins.length;
}
