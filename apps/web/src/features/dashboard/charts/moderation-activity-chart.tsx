import '../../../components/charts/chart-styles';
import { CompositeChart, type CompositeChartSeries } from '@mantine/charts';
import { CHART_SERIES_COLOURS, CHART_SERIES_LABELS, type TChartData } from '@vigil/contract';
import { countFormatter, shortDay } from '../../../components/charts/chart-format';

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
const SERIES: CompositeChartSeries[] = [
  ...OUTCOMES.map((name): CompositeChartSeries => ({
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
    <CompositeChart
      h={300}
      data={data}
      dataKey="day"
      series={SERIES}
      withLegend
      // In the series' order: recharts sorts a legend by name unless told not to.
      legendProps={{ verticalAlign: 'bottom', height: 48, itemSorter: null }}
      barProps={{ stackId: 'decisions' }}
      maxBarWidth={28}
      withDots={data.length <= 31}
      curveType="linear"
      valueFormatter={countFormatter}
      xAxisProps={{ tickFormatter: shortDay, minTickGap: 16 }}
      yAxisProps={{ allowDecimals: false, width: 48 }}
      tooltipProps={{ labelFormatter: shortDay }}
    />
  );
}
