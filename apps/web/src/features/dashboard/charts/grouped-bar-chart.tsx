import '../../../components/charts/chart-styles';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import { countFormatter } from '../../../components/charts/chart-format';

export type GroupedRow = { label: string } & Record<string, string | number>;

/**
 * Two or more counts side by side for each entry (submitted against unpublished, …): in
 * columns for a few short names (content types, scanners), or on its side, one row per entry
 * with its name on the left, for long names such as domains.
 */
export function GroupedBarChart({
  data,
  series,
  layout = 'columns',
}: {
  data: readonly GroupedRow[];
  series: BarChartSeries[];
  layout?: 'columns' | 'rows';
}) {
  const rows = layout === 'rows';
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
