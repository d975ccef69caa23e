/**
 * The top-authors-unpublished chart (decision 0141): the authors whose items were unpublished
 * most, per domain, a deleted domain's gathered under CHART_LABELS.deletedDomains.
 *
 * From the roll-ups it first reads each period's leaders (decision 0150): a year's author
 * rows are too many to sum on every request, and the leaders settle the list whenever the
 * tenth author's count exceeds what any author no period listed can have. When they do not
 * (a flat distribution, a short list), every row of the range is summed, as the plain source
 * always does.
 */
import {
  CHART_LABELS,
  TOP_LIST_LENGTH,
  type TChartData,
  type TDateRangeQuery,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import type { RollupTotal } from '../reports/reports.service';
import { domainKey, domainName, type DashboardScope } from './dashboard-scope';
import { readTotals, topEntries, type FigureSource } from './figure-source';

/** Rows each period lists: enough that skewed authorship settles the list at once. */
const LEADERS_PER_PERIOD = 25;

type TopAuthors = TChartData<'top-authors-unpublished'>;

function rankAuthors(
  scope: DashboardScope,
  rows: readonly RollupTotal[],
  limit = TOP_LIST_LENGTH,
): TopAuthors {
  const byAuthor = new Map<string, { username: string; domain: string; count: number }>();
  for (const row of rows) {
    const domain = domainName(scope, domainKey(scope, row.domain_id));
    const key = `${domain}\u0000${row.dim1}`;
    const entry = byAuthor.get(key) ?? { username: row.dim1, domain, count: 0 };
    entry.count += row.n;
    byAuthor.set(key, entry);
  }
  return topEntries(
    [...byAuthor.values()],
    (entry) => entry.count,
    (entry) => `${entry.username} ${entry.domain}`,
    limit,
  );
}

/**
 * The list from the leaders, or undefined when they cannot settle it. A pair on a live
 * domain is its own entry, exact when listed; an author's pairs on deleted domains are one
 * entry, exact only when every deleted domain's pair was listed (each unlisted one may add up
 * to the bound). The list is settled when its entries are exact and its last one has more
 * than any other entry can.
 */
export async function topAuthorsFromLeaders(
  ctx: AppContext,
  scope: DashboardScope,
  range: TDateRangeQuery,
  perPeriod = LEADERS_PER_PERIOD,
): Promise<TopAuthors | undefined> {
  const { reports } = ctx.services;
  // Deleted domains' pairs add up into one entry per author: the leaders must allow for it.
  const gathered =
    scope.domainIds === null
      ? (await reports.listRollupDomainIds(scope.tenantId)).filter((id) => !scope.domains.has(id))
          .length
      : 0;
  const leaders = await reports.readRollupLeaders(
    { tenantId: scope.tenantId, kind: 'authors', ...range, domainIds: scope.domainIds },
    perPeriod,
    { limit: TOP_LIST_LENGTH, spread: Math.max(1, gathered) },
  );
  const rows = leaders.pairs.map((pair) => ({ ...pair, kind: 'authors' as const, dim2: '' }));
  const ranked = rankAuthors(scope, rows, rows.length);
  if (leaders.bound === 0) return ranked.slice(0, TOP_LIST_LENGTH);
  const listedGathered = new Map<string, number>();
  for (const pair of leaders.pairs) {
    if (domainKey(scope, pair.domain_id) !== '') continue;
    listedGathered.set(pair.dim1, (listedGathered.get(pair.dim1) ?? 0) + 1);
  }
  const most = (entry: TopAuthors[number]) =>
    entry.domain === CHART_LABELS.deletedDomains
      ? entry.count + (gathered - (listedGathered.get(entry.username) ?? 0)) * leaders.bound
      : entry.count;
  const top = ranked.slice(0, TOP_LIST_LENGTH);
  const last = top.at(-1);
  if (top.length < TOP_LIST_LENGTH || last === undefined) return undefined;
  if (top.some((entry) => most(entry) !== entry.count)) return undefined;
  const others = Math.max(
    leaders.bound * Math.max(1, gathered),
    ...ranked.slice(TOP_LIST_LENGTH).map(most),
  );
  return last.count > others ? top : undefined;
}

export async function topAuthorsUnpublished(
  ctx: AppContext,
  scope: DashboardScope,
  range: TDateRangeQuery,
  source: FigureSource,
): Promise<TopAuthors> {
  if (source === 'rollups') {
    const settled = await topAuthorsFromLeaders(ctx, scope, range);
    if (settled) return settled;
  }
  return rankAuthors(scope, await readTotals(ctx, scope, range, ['authors'], source, true));
}
