import '../../../components/charts/chart-styles';
import { BarChart } from '@mantine/charts';
import { countFormatter } from '../../../components/charts/chart-format';
import type { PeriodChart } from '../sections/decisions-model';

/** Counts per period as stacked bars, one colour per series, the legend in the series' order. */
export function StackedPeriodsChart({ chart }: { chart: PeriodChart }) {
  return (
    <BarChart
      h={320}
      data={chart.rows}
      dataKey="period"
      type="stacked"
      series={chart.series}
      withLegend
      // In the series' order: recharts sorts a legend by name unless told not to.
      legendProps={{ verticalAlign: 'bottom', height: 56, itemSorter: null }}
      maxBarWidth={36}
      valueFormatter={countFormatter}
      xAxisProps={{ minTickGap: 12 }}
      yAxisProps={{ allowDecimals: false, width: 56 }}
    />
  );
}
