import '../../../components/charts/chart-styles';
import { BarChart } from '@mantine/charts';
import { countFormatter } from '../../../components/charts/chart-format';

export interface RankedRow {
  label: string;
  value: number;
}

const ROW_HEIGHT = 34;
const AXIS_HEIGHT = 40;

/** A "top …" list as horizontal bars, most first, one bar a row so long names stay legible. */
export function RankedBarChart({
  data,
  seriesLabel,
  colour,
}: {
  data: readonly RankedRow[];
  seriesLabel: string;
  colour: string;
}) {
  return (
    <BarChart
      h={Math.max(160, data.length * ROW_HEIGHT + AXIS_HEIGHT)}
      data={[...data]}
      dataKey="label"
      orientation="vertical"
      series={[{ name: 'value', label: seriesLabel, color: colour }]}
      valueFormatter={countFormatter}
      gridAxis="x"
      maxBarWidth={22}
      withBarValueLabel
      xAxisProps={{ allowDecimals: false }}
      yAxisProps={{ width: 150, interval: 0 }}
    />
  );
}
