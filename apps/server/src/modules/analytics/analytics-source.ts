/**
 * Where Analytics' sums come from (decision 0170): the roll-ups for every request, or the same
 * sums by plain queries over the reports — the benchmark's yardstick and the property tests'
 * reference, as for the dashboard (FigureSource).
 */
import type { TAnalyticsPeriod, TDateRangeQuery } from '@vigil/contract';
import type { AppContext } from '../../context';
import type { RollupKind } from '../../db/schema/moderation-engine';
import type { FigureSource } from '../dashboard/figure-source';
import { readTotals } from '../dashboard/figure-source';
import type { RollupPeriodTotal, RollupTotal } from '../reports/reports.service';
import type { AnalyticsScope } from './analytics-scope';

export type { FigureSource } from '../dashboard/figure-source';

/** Sums over the range: each domain's when `byDomain`, else the whole's. */
export function readRangeTotals(
  ctx: AppContext,
  scope: AnalyticsScope,
  range: TDateRangeQuery,
  kind: RollupKind,
  source: FigureSource,
  byDomain = false,
): Promise<RollupTotal[]> {
  return readTotals(ctx, scope, range, [kind], source, byDomain);
}

/** Sums per period (the index of `periods`). */
export function readPeriodTotals(
  ctx: AppContext,
  scope: AnalyticsScope,
  periods: readonly TAnalyticsPeriod[],
  kind: RollupKind,
  source: FigureSource,
  byDomain = false,
): Promise<RollupPeriodTotal[]> {
  const read = {
    tenantId: scope.tenantId,
    kinds: [kind],
    domainIds: scope.domainIds,
    byDomain,
    periods: periods.map((period) => ({ from: period.start, to: period.end })),
  };
  return source === 'rollups'
    ? ctx.services.reports.readRollupPeriods(read)
    : ctx.services.reports.readPlainPeriods(read);
}
