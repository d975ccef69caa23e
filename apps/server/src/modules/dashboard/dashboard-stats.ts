/**
 * GET /stats (spec §3, decision 0141): the dashboard's figures for a range, from the
 * roll-ups. No request of the dashboard reads the reports table.
 */
import { TOP_CATEGORIES_IN_STATS, type TDateRangeQuery, type TStats } from '@vigil/contract';
import type { AppContext } from '../../context';
import type { RollupTotal, ReportViewer } from '../reports/reports.service';
import { creditBalance } from '../engine/credits';
import { listShownCategoryNames } from './dashboard.queries';
import { dashboardScope, type DashboardScope } from './dashboard-scope';
import { readTotals, sumBy, topEntries, type FigureSource } from './figure-source';

/** The lower median of the response-time buckets (bucket lower bounds, in seconds). */
export function medianOfBuckets(buckets: ReadonlyMap<string, number>): number {
  const sorted = [...buckets.entries()]
    .map(([bucket, n]) => [Number(bucket), n] as const)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return 0;
  const middle = Math.ceil(total / 2);
  let seen = 0;
  for (const [bucket, n] of sorted) {
    seen += n;
    if (seen >= middle) return bucket;
  }
  return 0;
}

const sumOf = (rows: readonly RollupTotal[], keep: (row: RollupTotal) => boolean): number =>
  rows.reduce((sum, row) => (keep(row) ? sum + row.n : sum), 0);

export async function statsFromTotals(
  ctx: AppContext,
  scope: DashboardScope,
  rows: readonly RollupTotal[],
): Promise<TStats> {
  const [plan, balance, categories] = await Promise.all([
    ctx.services.plans.planOf(scope.tenantId),
    creditBalance(ctx, scope.tenantId, ctx.clock.now()),
    listShownCategoryNames(ctx.database.db),
  ]);
  const submissions = rows.filter((row) => row.kind === 'submissions');
  const decided = (status: string) =>
    sumOf(rows, (row) => row.kind === 'decisions' && row.dim1 === status);
  const submittingDomains = sumBy(submissions, (row) =>
    scope.domains.has(row.domain_id) ? row.domain_id : undefined,
  );
  const flaggedBy = sumBy(rows, (row) => (row.kind === 'categories' ? row.dim1 : undefined));
  const topCategories = topEntries(
    [...flaggedBy].map(([id, count]) => ({ id, name: categories.get(id)?.name ?? id, count })),
    (entry) => entry.count,
    (entry) => entry.name,
    TOP_CATEGORIES_IN_STATS,
  );
  return {
    total: sumOf(submissions, () => true),
    bot_reject: decided('AUTO_UNPUBLISHED'),
    human_reject: decided('MANUALLY_UNPUBLISHED'),
    human_ignore: decided('MANUALLY_IGNORED'),
    domains: [...submittingDomains.values()].filter((n) => n > 0).length,
    total_domains: scope.domains.size,
    response_time: medianOfBuckets(
      sumBy(rows, (row) => (row.kind === 'response' ? row.dim1 : undefined)),
    ),
    total_credits: balance.allowance,
    remaining_credits: balance.remaining,
    plan_name: plan.name,
    top_categories: topCategories,
    total_artifacts: sumOf(rows, (row) => row.kind === 'artifacts'),
  };
}

export async function dashboardStats(
  ctx: AppContext,
  viewer: ReportViewer,
  range: TDateRangeQuery,
  source: FigureSource = 'rollups',
): Promise<TStats> {
  const scope = await dashboardScope(ctx, viewer);
  // Submissions per domain (which domains submitted); the rest only as a whole, a kind a
  // read (each grouped by its own dimensions only; on PostgreSQL side by side).
  const reads = await Promise.all([
    readTotals(ctx, scope, range, ['submissions'], source, true),
    ...(['decisions', 'response', 'categories', 'artifacts'] as const).map((kind) =>
      readTotals(ctx, scope, range, [kind], source),
    ),
  ]);
  return statsFromTotals(ctx, scope, reads.flat());
}
