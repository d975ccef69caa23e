/**
 * GET /analytics/decisions (decision 0170): the engine's verdicts on the day of the scan and
 * moderators' decisions that stand on the day they were made, per period, by outcome or by one
 * dimension. From the `outcomes` roll-ups (`outcome_categories` for the breakdown by category,
 * whose rows a category each are many more).
 */
import {
  ANALYTICS_CONTENT_TYPE_LABELS,
  ANALYTICS_MAX_SERIES,
  ANALYTICS_NONE_KEY,
  ANALYTICS_OTHER_KEY,
  ANALYTICS_OUTCOMES,
  ANALYTICS_OUTCOME_LABELS,
  CHART_LABELS,
  type TAnalyticsDecisionsQuery,
  type TAnalyticsSeries,
  type TAnalyticsTimeSeries,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { listShownCategoryNames } from '../dashboard/dashboard.queries';
import { splitDims, type ReportViewer, type RollupPeriodTotal } from '../reports/reports.service';
import { ANALYTICS_LABELS, categoryLabel } from './analytics-labels';
import { analyticsPeriods } from './analytics-periods';
import { analyticsScope, typeMatches, type AnalyticsScope } from './analytics-scope';
import { readPeriodTotals, type FigureSource } from './analytics-source';

interface Counted {
  key: string;
  counts: number[];
}

const lookUp = (labels: Readonly<Record<string, string>>, key: string): string =>
  labels[key] ?? key;

/** The series a row counts in. */
type KeyOf = (row: RollupPeriodTotal) => string;

function seriesKeyOf(query: TAnalyticsDecisionsQuery, scope: AnalyticsScope): KeyOf {
  switch (query.by) {
    case 'outcome':
      return (row) => row.dim1;
    case 'content_type':
      return (row) => row.dim2;
    case 'domain':
      return (row) => (scope.domains.has(row.domain_id) ? row.domain_id : ANALYTICS_NONE_KEY);
    case 'category':
      return (row) => splitDims(row.dim2)[0] || ANALYTICS_NONE_KEY;
  }
}

/** Largest total first (ties by label), at most ANALYTICS_MAX_SERIES, the rest as one. */
function ranked(series: TAnalyticsSeries[], periods: number): TAnalyticsSeries[] {
  const total = (entry: TAnalyticsSeries) => entry.counts.reduce((sum, n) => sum + n, 0);
  const sorted = series
    .filter((entry) => total(entry) > 0)
    .sort((a, b) => total(b) - total(a) || a.label.localeCompare(b.label));
  if (sorted.length <= ANALYTICS_MAX_SERIES) return sorted;
  const rest = sorted.slice(ANALYTICS_MAX_SERIES);
  const other: TAnalyticsSeries = {
    key: ANALYTICS_OTHER_KEY,
    label: ANALYTICS_LABELS.other,
    counts: Array.from({ length: periods }, (_, index) =>
      rest.reduce((sum, entry) => sum + (entry.counts[index] ?? 0), 0),
    ),
  };
  return [...sorted.slice(0, ANALYTICS_MAX_SERIES), other];
}

async function labeller(
  ctx: AppContext,
  query: TAnalyticsDecisionsQuery,
  scope: AnalyticsScope,
): Promise<(key: string) => string> {
  switch (query.by) {
    case 'outcome':
      return (key) => lookUp(ANALYTICS_OUTCOME_LABELS, key);
    case 'content_type':
      return (key) => lookUp(ANALYTICS_CONTENT_TYPE_LABELS, key);
    case 'domain':
      return (key) => scope.domains.get(key) ?? CHART_LABELS.deletedDomains;
    case 'category': {
      const categories = await listShownCategoryNames(ctx.database.db);
      return (key) =>
        key === ANALYTICS_NONE_KEY ? ANALYTICS_LABELS.noCategory : categoryLabel(categories, key);
    }
  }
}

export async function analyticsDecisions(
  ctx: AppContext,
  viewer: ReportViewer,
  query: TAnalyticsDecisionsQuery,
  source: FigureSource = 'rollups',
): Promise<TAnalyticsTimeSeries> {
  const scope = await analyticsScope(ctx, viewer, query);
  const periods = analyticsPeriods(query.from, query.to, query.granularity);
  const byCategory = query.by === 'category';
  const rows = await readPeriodTotals(
    ctx,
    scope,
    periods,
    byCategory ? 'outcome_categories' : 'outcomes',
    source,
    query.by === 'domain',
  );
  const keyOf = seriesKeyOf(query, scope);
  const counted = new Map<string, Counted>();
  for (const row of rows) {
    const contentType = byCategory ? splitDims(row.dim2)[1] : row.dim2;
    if (!typeMatches(scope, contentType)) continue;
    if (query.outcome !== undefined && row.dim1 !== query.outcome) continue;
    const key = keyOf(row);
    const entry = counted.get(key) ?? { key, counts: periods.map(() => 0) };
    entry.counts[row.period] = (entry.counts[row.period] ?? 0) + row.n;
    counted.set(key, entry);
  }
  const labelOf = await labeller(ctx, query, scope);
  const series = [...counted.values()].map((entry) => ({ ...entry, label: labelOf(entry.key) }));
  const nothing = series.every((entry) => entry.counts.every((n) => n === 0));
  const answer = periods.map((period) => ({ start: period.start, end: period.end }));
  if (nothing) return { periods: answer, series: [] };
  if (query.by !== 'outcome') return { periods: answer, series: ranked(series, periods.length) };
  // Always the five outcomes, in their order, so each keeps its colour.
  return {
    periods: answer,
    series: ANALYTICS_OUTCOMES.map((outcome) => ({
      key: outcome,
      label: labelOf(outcome),
      counts: counted.get(outcome)?.counts ?? periods.map(() => 0),
    })),
  };
}
