import './chart-styles';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import { countFormatter } from './chart-format';

export type GroupedRow = { label: string } & Record<string, string | number>;

/** Entries that still fit side by side under a card's width with their names legible. */
const MAX_COLUMNS = 4;

/**
 * Two or more counts side by side for each entry (submitted against unpublished, …). More
 * entries than fit in columns turn the chart on its side, one row each, names on the left.
 */
export function GroupedBarChart({
  data,
  series,
}: {
  data: readonly GroupedRow[];
  series: BarChartSeries[];
}) {
  const rows = data.length > MAX_COLUMNS;
  return (
    <BarChart
      h={rows ? Math.max(260, 60 + data.length * 44) : 260}
      data={[...data]}
      dataKey="label"
      series={series}
      orientation={rows ? 'vertical' : 'horizontal'}
      withLegend
      // In the series' order: recharts sorts a legend by name unless told not to.
      legendProps={{ verticalAlign: 'bottom', height: 40, itemSorter: null }}
      valueFormatter={countFormatter}
      maxBarWidth={rows ? 16 : 36}
      xAxisProps={rows ? { allowDecimals: false } : { interval: 0 }}
      yAxisProps={rows ? { width: 140, interval: 0 } : { allowDecimals: false, width: 48 }}
    />
  );
}
