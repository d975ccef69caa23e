import '../../../components/charts/chart-styles';
import { BarChart } from '@mantine/charts';
import { countFormatter } from '../../../components/charts/chart-format';
import type { BarsChart } from '../sections/team-model';

const ROW_HEIGHT = 36;
const AXIS_HEIGHT = 64;

/** Each moderator's decisions as one horizontal bar: unpublished, then approved. */
export function ModeratorsChart({ chart }: { chart: BarsChart }) {
  return (
    <BarChart
      h={Math.max(180, chart.rows.length * ROW_HEIGHT + AXIS_HEIGHT)}
      data={chart.rows}
      dataKey="name"
      type="stacked"
      orientation="vertical"
      series={chart.series}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 32, itemSorter: null }}
      valueFormatter={countFormatter}
      gridAxis="x"
      maxBarWidth={22}
      xAxisProps={{ allowDecimals: false }}
      yAxisProps={{ width: 150, interval: 0 }}
    />
  );
}
