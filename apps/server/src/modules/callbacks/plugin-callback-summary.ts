import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

/** What the Plugins tab shows of a plugin's callbacks (stored timestamps). */
export interface PluginCallbackSummary {
  lastCallbackAt: string | null;
  lastCallbackError: string | null;
  failedCallbacks: number;
}

/** The window of "failed callbacks" on the Plugins tab. */
export const FAILED_CALLBACKS_WINDOW_DAYS = 7;

/**
 * Per plugin: its latest callback attempt and that attempt's error (null when it got through),
 * and how many callbacks created in the last 7 days are failing (still retried, or given up).
 */
export async function summarizePluginCallbacks(
  db: Kysely<Database>,
  tenantId: string,
  pluginIds: readonly string[],
  now: Date,
): Promise<Map<string, PluginCallbackSummary>> {
  const summaries = new Map<string, PluginCallbackSummary>();
  if (pluginIds.length === 0) return summaries;
  const since = new Date(now.getTime() - FAILED_CALLBACKS_WINDOW_DAYS * 86_400_000).toISOString();
  const failing = await db
    .selectFrom('callback_deliveries')
    .select((eb) => ['plugin_id', eb.fn.countAll<string | number>().as('failed')])
    .where('tenant_id', '=', tenantId)
    .where('plugin_id', 'in', pluginIds)
    .where('created_at', '>=', since)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'failed'),
        eb.and([eb('status', '=', 'pending'), eb('attempts', '>', 0)]),
      ]),
    )
    .groupBy('plugin_id')
    .execute();
  const failedBy = new Map(failing.map((row) => [row.plugin_id, Number(row.failed)]));
  // One indexed look-up per plugin (plugin_id, last_attempt_at): a domain has few plugins.
  for (const pluginId of pluginIds) {
    const latest = await db
      .selectFrom('callback_deliveries')
      .select(['last_attempt_at', 'last_error'])
      .where('tenant_id', '=', tenantId)
      .where('plugin_id', '=', pluginId)
      .where('last_attempt_at', 'is not', null)
      .orderBy('last_attempt_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    summaries.set(pluginId, {
      lastCallbackAt: latest?.last_attempt_at ?? null,
      lastCallbackError: latest?.last_error ?? null,
      failedCallbacks: failedBy.get(pluginId) ?? 0,
    });
  }
  return summaries;
}
