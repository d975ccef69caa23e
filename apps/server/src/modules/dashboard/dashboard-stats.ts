/**
 * GET /stats (spec §3, decision 0141): the dashboard's figures for a range, from the
 * roll-ups. No request of the dashboard reads the reports table.
 */
import { TOP_CATEGORIES_IN_STATS, type TDateRangeQuery, type TStats } from '@vigil/contract';
import type { AppContext } from '../../context';
import type { RollupTotal, ReportViewer } from '../reports/reports.service';
import { creditBalance } from '../engine/credits';
import { listShownCategoryNames } from './dashboard.queries';
import {
  dashboardScope,
  everyDomain,
  limitedToGroups,
  type DashboardScope,
} from './dashboard-scope';
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
 * The median's group of the last answer for a tenant, domains and range (decision 0187): the
 * dashboard asks for the same range every minute and the middle item rarely changes group, so
 * the next request reads that group's buckets beside its other reads instead of after them.
 * Only a guess: the fresh group sums decide; a wrong one wastes a read made side by side with
 * the others, and the request reads the right group afterwards as it did before. Bounded; the
 * oldest guess goes first.
 */
const medianGroupGuesses = new Map<string, string>();
const GUESSES_KEPT = 1_000;

const guessKey = (scope: DashboardScope, range: TDateRangeQuery): string =>
  [scope.tenantId, scope.domainIds?.join(',') ?? '*', range.from, range.to].join('|');

function rememberMedianGroup(key: string, group: string): void {
  medianGroupGuesses.delete(key);
  medianGroupGuesses.set(key, group);
  if (medianGroupGuesses.size > GUESSES_KEPT) {
    const oldest = medianGroupGuesses.keys().next().value;
    if (oldest !== undefined) medianGroupGuesses.delete(oldest);
  }
}

const groupBuckets = (
  ctx: AppContext,
  scope: DashboardScope,
  range: TDateRangeQuery,
  group: string,
): Promise<RollupTotal[]> =>
  readTotals(ctx, scope, range, ['response'], 'rollups', false, { dim1: group });

/**
 * The median response time from the roll-ups (decisions 0152, 0153): the sums of the buckets'
 * groups (the `response_groups` rows, read with the other stats), then the buckets of the one
 * group the middle item falls in — already read when the guess was right. The same answer as
 * medianOfBuckets over every bucket, since a group holds a run of consecutive buckets; a year
 * reads a few hundred rows, not thousands. The plain yardstick counts every bucket, so the
 * property tests compare the two ways.
 */
async function medianResponseTime(
  ctx: AppContext,
  scope: DashboardScope,
  range: TDateRangeQuery,
  source: FigureSource,
  groupRows: readonly RollupTotal[],
  guessed: { group: string; rows: readonly RollupTotal[] } | undefined,
): Promise<number> {
  if (source === 'plain') {
    const rows = await readTotals(ctx, scope, range, ['response'], source);
    return medianOfBuckets(sumBy(rows, (row) => row.dim2));
  }
  const groups = sumBy(groupRows, (row) => (row.kind === 'response_groups' ? row.dim1 : undefined));
  const total = totalOf(groups);
  const middle = bucketAtRank(groups, Math.ceil(total / 2));
  if (total === 0 || !middle) return 0;
  const group = String(middle.bucket);
  rememberMedianGroup(guessKey(scope, range), group);
  const rows =
    guessed?.group === group ? guessed.rows : await groupBuckets(ctx, scope, range, group);
  const rank = Math.ceil(total / 2) - middle.before;
  return (
    bucketAtRank(
      sumBy(rows, (row) => row.dim2),
      rank,
    )?.bucket ?? 0
  );
}

const sumOf = (rows: readonly RollupTotal[], keep: (row: RollupTotal) => boolean): number =>
  rows.reduce((sum, row) => (keep(row) ? sum + row.n : sum), 0);

/** The figures that are not roll-ups: the plan, the credits and the categories' names. */
interface StatsContext {
  plan: { name: string };
  balance: { allowance: number; remaining: number };
  categories: ReadonlyMap<string, { name: string }>;
}

async function statsContext(ctx: AppContext, tenantId: string): Promise<StatsContext> {
  const planRead = ctx.services.plans.planOf(tenantId);
  const [plan, balance, categories] = await Promise.all([
    planRead,
    creditBalance(ctx, tenantId, ctx.clock.now(), planRead),
    listShownCategoryNames(ctx.database.db),
  ]);
  return { plan, balance, categories };
}

export function statsFromTotals(
  scope: DashboardScope,
  rows: readonly RollupTotal[],
  responseTime: number,
  { plan, balance, categories }: StatsContext,
): TStats {
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
  const scopeRead = dashboardScope(ctx, viewer);
  // Reads side by side (on PostgreSQL): the caller's domains, the submissions per domain (which
  // domains submitted), the rest as a whole in one statement with the response times' groups,
  // and the buckets of the group the median fell in last time; the median's own group
  // afterwards if it moved. Only a moderator's reads wait for the domain list (their filter).
  const scope = limitedToGroups(viewer) ? await scopeRead : everyDomain(viewer);
  const guess = source === 'rollups' ? medianGroupGuesses.get(guessKey(scope, range)) : undefined;
  const [listed, context, submissions, whole, guessedRows] = await Promise.all([
    scopeRead,
    statsContext(ctx, scope.tenantId),
    readTotals(ctx, scope, range, ['submissions'], source, true),
    readTotals(
      ctx,
      scope,
      range,
      ['decisions', 'categories', 'artifacts', 'response_groups'],
      source,
    ),
    guess === undefined ? undefined : groupBuckets(ctx, scope, range, guess),
  ]);
  const guessed =
    guess === undefined || !guessedRows ? undefined : { group: guess, rows: guessedRows };
  const responseTime = await medianResponseTime(ctx, scope, range, source, whole, guessed);
  return statsFromTotals(listed, [...submissions, ...whole], responseTime, context);
}
