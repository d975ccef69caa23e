/**
 * `npm run rollups:rebuild [-- --tenant <id>]` (decision 0140): recomputes the dashboard's
 * roll-ups from the reports, tenant by tenant, and says what drift each had. For an upgrade
 * (the server also does it once, on the start that adds the roll-ups) or a repair.
 */
import type { AppContext } from '../context';
import type { RollupRebuild } from '../modules/reports/reports.service';

export interface RebuildSummary {
  results: RollupRebuild[];
  /** One line per tenant, then a total: what the command prints. */
  lines: string[];
}

export async function rebuildRollups(ctx: AppContext, tenantId?: string): Promise<RebuildSummary> {
  const results = await ctx.services.reports.rebuildRollups(tenantId);
  const lines = results.map(
    (result) =>
      `tenant ${result.tenantId}: ${result.reports} reports, ${result.rows} roll-up rows, ` +
      (result.drifted === 0 ? 'no drift' : `${result.drifted} rows drifted and repaired`),
  );
  const drifted = results.reduce((sum, result) => sum + result.drifted, 0);
  lines.push(
    `${results.length} tenants rebuilt; ${drifted === 0 ? 'no drift found' : `${drifted} drifted rows repaired`}`,
  );
  return { results, lines };
}
