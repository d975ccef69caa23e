import { CHART_SERIES_COLOURS, CHART_SERIES_LABELS, type TChartData } from '@vigil/contract';
import { CHART_TEXTS } from '../../../components/charts/chart-texts';
import { shortDay } from '../../../components/charts/chart-format';
import type { ColumnSeries } from '../../../components/charts/chart-model';
import { ColumnChart } from '../../../components/charts/column-chart';

const OUTCOMES = [
  'clean',
  'approved',
  'waiting',
  'manually_unpublished',
  'auto_unpublished',
] as const;

/**
 * Decisions of each day (or week) as one stacked bar in status colours, and items submitted
 * as a line over them: the two are counted on different days, so they are not one stack.
 */
const SERIES: ColumnSeries[] = [
  ...OUTCOMES.map((name): ColumnSeries => ({
    name,
    label: CHART_SERIES_LABELS[name],
    color: CHART_SERIES_COLOURS[name],
    type: 'bar',
  })),
  {
    name: 'submitted',
    label: CHART_SERIES_LABELS.submitted,
    color: CHART_SERIES_COLOURS.submitted,
    type: 'line',
  },
];

export function ModerationActivityChart({ data }: { data: TChartData<'moderation-activity'> }) {
  return (
    <ColumnChart
      data={data}
      entryKey="day"
      series={SERIES}
      height={300}
      stacked
      maxBarWidth={28}
      withDots={data.length <= 31}
      formatEntry={shortDay}
      entryColumn={CHART_TEXTS.dayColumn}
    />
  );
}
