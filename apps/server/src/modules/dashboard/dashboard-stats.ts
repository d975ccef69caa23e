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

/** Entries ordered by their numeric key, the empty ones left out. */
function ordered(buckets: ReadonlyMap<string, number>): Array<readonly [number, number]> {
  return [...buckets.entries()]
    .map(([bucket, n]) => [Number(bucket), n] as const)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a - b);
}

/**
 * The key of the bucket holding the `rank`-th item (from 1) when the items are ordered by
 * their buckets' keys, and how many items the buckets before it hold; undefined past the end.
 */
export function bucketAtRank(
  buckets: ReadonlyMap<string, number>,
  rank: number,
): { bucket: number; before: number } | undefined {
  let seen = 0;
  for (const [bucket, n] of ordered(buckets)) {
    if (seen + n >= rank) return { bucket, before: seen };
    seen += n;
  }
  return undefined;
}

const totalOf = (buckets: ReadonlyMap<string, number>): number =>
  [...buckets.values()].reduce((sum, n) => (n > 0 ? sum + n : sum), 0);

/** The lower median of the response-time buckets (bucket lower bounds, in seconds). */
export function medianOfBuckets(buckets: ReadonlyMap<string, number>): number {
  const total = totalOf(buckets);
  return total === 0 ? 0 : (bucketAtRank(buckets, Math.ceil(total / 2))?.bucket ?? 0);
}

/**
 * The median response time from the roll-ups in two small reads (decision 0152): the sums of
 * the buckets' groups (responseTimeGroup), then the buckets of the one group the middle item
 * falls in. The same answer as medianOfBuckets over every bucket, since a group holds a run
 * of consecutive buckets; a year reads a few hundred rows instead of a few thousand.
 */
async function medianResponseTime(
  ctx: AppContext,
  scope: DashboardScope,
  range: TDateRangeQuery,
  source: FigureSource,
): Promise<number> {
  if (source === 'plain') {
    const rows = await readTotals(ctx, scope, range, ['response'], source);
    return medianOfBuckets(sumBy(rows, (row) => row.dim1));
  }
  const groupRows = await readTotals(ctx, scope, range, ['response'], source, false, {
    byDim2Only: true,
  });
  const groups = sumBy(groupRows, (row) => row.dim2);
  const total = totalOf(groups);
  const middle = bucketAtRank(groups, Math.ceil(total / 2));
  if (total === 0 || !middle) return 0;
  const rows = await readTotals(ctx, scope, range, ['response'], source, false, {
    dim2: String(middle.bucket),
  });
  const rank = Math.ceil(total / 2) - middle.before;
  return (
    bucketAtRank(
      sumBy(rows, (row) => row.dim1),
      rank,
    )?.bucket ?? 0
  );
}

const sumOf = (rows: readonly RollupTotal[], keep: (row: RollupTotal) => boolean): number =>
  rows.reduce((sum, row) => (keep(row) ? sum + row.n : sum), 0);

export async function statsFromTotals(
  ctx: AppContext,
  scope: DashboardScope,
  rows: readonly RollupTotal[],
  responseTime: number,
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
    response_time: responseTime,
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
  const [responseTime, ...reads] = await Promise.all([
    medianResponseTime(ctx, scope, range, source),
    readTotals(ctx, scope, range, ['submissions'], source, true),
    ...(['decisions', 'categories', 'artifacts'] as const).map((kind) =>
      readTotals(ctx, scope, range, [kind], source),
    ),
  ]);
  return statsFromTotals(ctx, scope, reads.flat(), responseTime);
}
