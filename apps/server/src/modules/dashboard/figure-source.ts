/**
 * Where the dashboard's sums come from: the roll-ups (every request), or the same sums by
 * plain aggregate queries over the reports (the benchmark's yardstick and the property
 * tests' reference, decision 0140). Both answer the same shapes.
 */
import type { TDateRangeQuery } from '@vigil/contract';
import type { AppContext } from '../../context';
import type { RollupKind } from '../../db/schema/moderation-engine';
import type { RollupDayTotal, RollupReadScope, RollupTotal } from '../reports/reports.service';
import type { DashboardScope } from './dashboard-scope';

export type FigureSource = 'rollups' | 'plain';

function readScope(
  scope: DashboardScope,
  range: TDateRangeQuery,
  kinds: readonly RollupKind[],
  byDomain: boolean,
  narrow: RollupNarrowing = {},
): RollupReadScope {
  return {
    tenantId: scope.tenantId,
    kinds,
    ...range,
    domainIds: scope.domainIds,
    byDomain,
    ...narrow,
  };
}

/** A read of one dim1 (one response-time group, decisions 0152, 0173). */
export type RollupNarrowing = Pick<RollupReadScope, 'dim1'>;

export function readTotals(
  ctx: AppContext,
  scope: DashboardScope,
  range: TDateRangeQuery,
  kinds: readonly RollupKind[],
  source: FigureSource,
  /** Whether each domain's sums are needed, or only the whole's (read from fewer rows). */
  byDomain = false,
  narrow: RollupNarrowing = {},
): Promise<RollupTotal[]> {
  const read = readScope(scope, range, kinds, byDomain, narrow);
  return source === 'rollups'
    ? ctx.services.reports.readRollupTotals(read)
    : ctx.services.reports.readPlainTotals(read);
}

export function readDays(
  ctx: AppContext,
  scope: DashboardScope,
  range: TDateRangeQuery,
  kinds: readonly RollupKind[],
  source: FigureSource,
): Promise<RollupDayTotal[]> {
  const read = readScope(scope, range, kinds, false);
  return source === 'rollups'
    ? ctx.services.reports.readRollupDays(read)
    : ctx.services.reports.readPlainDays(read);
}

/** Sums `n` of the rows by the key `keyOf` gives them; rows it gives none are left out. */
export function sumBy<Row extends { n: number }>(
  rows: readonly Row[],
  keyOf: (row: Row) => string | undefined,
): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key !== undefined) sums.set(key, (sums.get(key) ?? 0) + row.n);
  }
  return sums;
}

/** Most first, ties by label, at most `limit`. */
export function topEntries<Entry>(
  entries: Entry[],
  countOf: (entry: Entry) => number,
  labelOf: (entry: Entry) => string,
  limit: number,
): Entry[] {
  return entries
    .filter((entry) => countOf(entry) > 0)
    .sort((a, b) => countOf(b) - countOf(a) || labelOf(a).localeCompare(labelOf(b)))
    .slice(0, limit);
}
