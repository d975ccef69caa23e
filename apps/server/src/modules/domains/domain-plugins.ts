import type { TDomainPlugin } from '@vigil/contract';
import type { AppContext } from '../../context';
import { toApiTimestamp } from '../../lib/clock';
import { listPluginRows } from './domain-settings.queries';
import { tenantDomain } from './domains.service';

const isHealth = (value: string | null): value is 'healthy' | 'failing' =>
  value === 'healthy' || value === 'failing';

/** The domain's connected plugins, newest first (rows come from the plugin API issue). */
export async function listDomainPlugins(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
): Promise<TDomainPlugin[]> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  const rows = await listPluginRows(db, tenantId, domainId);
  return rows.map((row) => ({
    ...row,
    connected_at: toApiTimestamp(row.connected_at),
    last_seen_at: row.last_seen_at === null ? null : toApiTimestamp(row.last_seen_at),
    callback_health: isHealth(row.callback_health) ? row.callback_health : null,
    // Filled from callback_deliveries by the callbacks module (issue 6, in progress).
    last_callback_at: null,
    last_callback_error: null,
    failed_callbacks: 0,
  }));
}
