/**
 * GET /analytics/team (decision 0170): each moderator's decisions that stand, made in the
 * range, with the median and 90th percentile time from submission to them (the `team`
 * roll-ups: dim1 the deciding user, dim2 `status|response-time bucket|content type`); the
 * review queue's backlog at the end of each period (`queue`: in on the scan's day, out on the
 * decision's); and the oldest item waiting now — the one read of the reports.
 */
import {
  CHART_LABELS,
  ROLES,
  type TAnalyticsTimeQuery,
  type TTeamAnalytics,
  type TTeamMember,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { listUserNames } from '../dashboard/dashboard.queries';
import { addDays, splitDims, type ReportViewer } from '../reports/reports.service';
import { analyticsPeriods } from './analytics-periods';
import { analyticsScope, typeMatches, type AnalyticsScope } from './analytics-scope';
import { readPeriodTotals, readRangeTotals, type FigureSource } from './analytics-source';
import { percentileOfBuckets } from './bucket-percentile';

/** Before any report: the backlog's running sum starts from nothing here. */
const BEGINNING = '1970-01-01';

interface Member {
  unpublished: number;
  approved: number;
  times: Map<number, number>;
}

async function moderators(
  ctx: AppContext,
  viewer: ReportViewer,
  scope: AnalyticsScope,
  query: TAnalyticsTimeQuery,
  source: FigureSource,
): Promise<TTeamMember[]> {
  const [rows, users] = await Promise.all([
    readRangeTotals(ctx, scope, query, 'team', source),
    listUserNames(ctx.database.db, scope.tenantId),
  ]);
  const members = new Map<string, Member>();
  for (const row of rows) {
    const [status, bucket, contentType] = splitDims(row.dim2);
    if (!typeMatches(scope, contentType)) continue;
    // Users deleted since are gathered under '' ("Former users").
    const userId = users.has(row.dim1) ? row.dim1 : '';
    if (viewer.roleId === ROLES.moderator && userId !== viewer.userId) continue;
    const member = members.get(userId) ?? { unpublished: 0, approved: 0, times: new Map() };
    if (status === 'MANUALLY_UNPUBLISHED') member.unpublished += row.n;
    else member.approved += row.n;
    const seconds = Number(bucket);
    member.times.set(seconds, (member.times.get(seconds) ?? 0) + row.n);
    members.set(userId, member);
  }
  return [...members]
    .map(([userId, member]) => ({
      user_id: userId === '' ? null : userId,
      name: users.get(userId) ?? CHART_LABELS.formerUsers,
      decisions: member.unpublished + member.approved,
      unpublished: member.unpublished,
      approved: member.approved,
      median_seconds: percentileOfBuckets(member.times, 50),
      p90_seconds: percentileOfBuckets(member.times, 90),
    }))
    .filter((member) => member.decisions > 0)
    .sort((a, b) => b.decisions - a.decisions || a.name.localeCompare(b.name));
}

/** In minus out of the queue rows that pass the filter. */
function netWaiting(
  scope: AnalyticsScope,
  rows: ReadonlyArray<{ dim1: string; dim2: string; n: number }>,
) {
  return rows.reduce((sum, row) => {
    if (!typeMatches(scope, row.dim2)) return sum;
    return row.dim1 === 'in' ? sum + row.n : row.dim1 === 'out' ? sum - row.n : sum;
  }, 0);
}

async function backlog(
  ctx: AppContext,
  scope: AnalyticsScope,
  query: TAnalyticsTimeQuery,
  source: FigureSource,
): Promise<TTeamAnalytics['backlog']> {
  const periods = analyticsPeriods(query.from, query.to, query.granularity);
  const [before, rows] = await Promise.all([
    // Everything before the range once, mostly from the monthly rows (rollupParts).
    query.from > BEGINNING
      ? readRangeTotals(
          ctx,
          scope,
          { from: BEGINNING, to: addDays(query.from, -1) },
          'queue',
          source,
        )
      : Promise.resolve([]),
    readPeriodTotals(ctx, scope, periods, 'queue', source),
  ]);
  const net = periods.map(() => 0);
  for (const row of rows) net[row.period] = (net[row.period] ?? 0) + netWaiting(scope, [row]);
  let waiting = netWaiting(scope, before);
  return periods.map((period, index) => {
    waiting += net[index] ?? 0;
    // Never below zero, even if the roll-ups drifted: a count of items.
    return { ...period, waiting: Math.max(0, waiting) };
  });
}

async function oldestWaitingSeconds(
  ctx: AppContext,
  scope: AnalyticsScope,
): Promise<number | null> {
  const submitted = await ctx.services.reports.findOldestWaiting(
    scope.tenantId,
    scope.domainIds,
    scope.contentType,
  );
  if (submitted === undefined) return null;
  return Math.max(0, Math.floor((ctx.clock.now().getTime() - Date.parse(submitted)) / 1000));
}

export async function analyticsTeam(
  ctx: AppContext,
  viewer: ReportViewer,
  query: TAnalyticsTimeQuery,
  source: FigureSource = 'rollups',
): Promise<TTeamAnalytics> {
  const scope = await analyticsScope(ctx, viewer, query);
  const [members, waiting, oldest] = await Promise.all([
    moderators(ctx, viewer, scope, query, source),
    backlog(ctx, scope, query, source),
    oldestWaitingSeconds(ctx, scope),
  ]);
  return { moderators: members, backlog: waiting, oldest_waiting_seconds: oldest };
}
