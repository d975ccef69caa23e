import './chart-styles';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import { countFormatter } from './chart-format';

export type GroupedRow = { label: string } & Record<string, string | number>;

/** Two or more counts side by side for each entry (submitted against unpublished, …). */
export function GroupedBarChart({
  data,
  series,
}: {
  data: readonly GroupedRow[];
  series: BarChartSeries[];
}) {
  return (
    <BarChart
      h={260}
      data={[...data]}
      dataKey="label"
      series={series}
      withLegend
      // In the series' order: recharts sorts a legend by name unless told not to.
      legendProps={{ verticalAlign: 'bottom', height: 40, itemSorter: null }}
      valueFormatter={countFormatter}
      maxBarWidth={36}
      xAxisProps={{ interval: 0 }}
      yAxisProps={{ allowDecimals: false, width: 48 }}
    />
  );
}
