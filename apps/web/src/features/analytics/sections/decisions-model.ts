/**
 * Decisions over time as one set of rows (decision 0171): a row per period, a column per
 * series. The table shows them, the CSV writes them and the stacked bars draw them.
 */
import {
  ANALYTICS_OUTCOME_COLOURS,
  ANALYTICS_OUTCOME_LABELS,
  ANALYTICS_OUTCOMES,
  ANALYTICS_SCREEN_TEXTS as T,
  type AnalyticsBreakdown,
  type AnalyticsGranularity,
  type AnalyticsOutcome,
  type TAnalyticsTimeSeries,
} from '@vigil/contract';
import { neutraliseText } from '../../../lib/neutral-text';
import { breakdownColour } from '../charts/series-colours';
import { periodLabels } from '../period-label';
import { countCell, periodCell, type TableModel } from '../table/table-model';

export interface ChartSeries {
  /** The row field it draws: `s0`, `s1`, … (keys such as domain ids may hold dots). */
  name: string;
  label: string;
  color: string;
}

export interface PeriodChart {
  rows: Array<Record<string, string | number>>;
  series: ChartSeries[];
}

const isOutcome = (key: string): key is AnalyticsOutcome =>
  (ANALYTICS_OUTCOMES as readonly string[]).includes(key);

export function decisionsView(
  answer: TAnalyticsTimeSeries,
  granularity: AnalyticsGranularity,
  by: AnalyticsBreakdown,
): { model: TableModel; chart: PeriodChart } {
  const labels = periodLabels(answer.periods, granularity);
  const series: ChartSeries[] = answer.series.map((one, index) => {
    const outcome = by === 'outcome' && isOutcome(one.key) ? one.key : null;
    return {
      name: `s${index}`,
      // Outcomes in the console's words; other series are named by the server (category,
      // domain, content type), domains as their owners typed them.
      label: outcome ? ANALYTICS_OUTCOME_LABELS[outcome] : neutraliseText(one.label),
      color: outcome ? ANALYTICS_OUTCOME_COLOURS[outcome] : breakdownColour(one.key, index),
    };
  });
  const model: TableModel = {
    caption: T.decisionsTitle,
    columns: [
      { key: 'period', header: T.periodColumn, kind: 'period' },
      ...series.map((one) => ({ key: one.name, header: one.label, kind: 'count' as const })),
    ],
    rows: answer.periods.map((period, index) => ({
      key: period.start,
      cells: [
        periodCell(period, labels[index] ?? period.start),
        ...answer.series.map((one) => countCell(one.counts[index] ?? 0)),
      ],
    })),
  };
  const rows = answer.periods.map((period, index) => {
    const row: Record<string, string | number> = { period: labels[index] ?? period.start };
    answer.series.forEach((one, seriesIndex) => {
      row[`s${seriesIndex}`] = one.counts[index] ?? 0;
    });
    return row;
  });
  return { model, chart: { rows, series } };
}

/** Nothing counted: no series, or every count 0. */
export function decisionsEmpty(answer: TAnalyticsTimeSeries): boolean {
  return answer.series.every((one) => one.counts.every((count) => count === 0));
}
