import type { TDomainPlugin } from '@vigil/contract';
import type { AppContext } from '../../context';
import { toApiTimestamp } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { summarizePluginCallbacks } from '../callbacks/plugin-callback-summary';
import { deletePluginRow, listPluginRows } from './domain-settings.queries';
import { tenantDomain } from './domains.service';

const isHealth = (value: string | null): value is 'healthy' | 'failing' =>
  value === 'healthy' || value === 'failing';

/**
 * The domain's connected plugins, newest first, each with how its callbacks are going
 * (docs/decisions/0090-plugin-callbacks.md).
 */
export async function listDomainPlugins(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
): Promise<TDomainPlugin[]> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  const rows = await listPluginRows(db, tenantId, domainId);
  const callbacks = await summarizePluginCallbacks(
    db,
    tenantId,
    rows.map((row) => row.id),
    ctx.clock.now(),
  );
  return rows.map((row) => {
    const summary = callbacks.get(row.id);
    return {
      ...row,
      connected_at: toApiTimestamp(row.connected_at),
      last_seen_at: row.last_seen_at === null ? null : toApiTimestamp(row.last_seen_at),
      callback_health: isHealth(row.callback_health) ? row.callback_health : null,
      last_callback_at: summary?.lastCallbackAt ? toApiTimestamp(summary.lastCallbackAt) : null,
      last_callback_error: summary?.lastCallbackError ?? null,
      failed_callbacks: summary?.failedCallbacks ?? 0,
    };
  });
}

/**
 * Removes a connected plugin (docs/decisions/0110-remove-domain-plugin.md), e.g. the stale row
 * left when a plugin changed its callback URL, so it is no longer called back. Its pending
 * deliveries go with it; their queued jobs find nothing to send and end as done. 404 for
 * another tenant's domain or another domain's plugin. A plugin that calls again with the
 * domain's key connects again.
 */
export async function removeDomainPlugin(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  pluginId: string,
): Promise<void> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  if (!(await deletePluginRow(db, tenantId, domainId, pluginId))) throw notFound();
}
