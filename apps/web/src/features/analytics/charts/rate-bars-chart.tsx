import '../../../components/charts/chart-styles';
import { BarChart } from '@mantine/charts';
import {
  ANALYTICS_REVERSAL_COLOUR,
  ANALYTICS_SCREEN_TEXTS as T,
  formatDecimal,
} from '@vigil/contract';
import type { RateBar } from '../sections/automation-model';

const ROW_HEIGHT = 34;
const AXIS_HEIGHT = 40;
const percent = (value: number): string => T.percent(formatDecimal(value));

/** Reversal rates as horizontal bars, one row each, the rate written at the bar's end. */
export function RateBarsChart({ bars }: { bars: readonly RateBar[] }) {
  return (
    <BarChart
      h={Math.max(160, bars.length * ROW_HEIGHT + AXIS_HEIGHT)}
      data={[...bars]}
      dataKey="label"
      orientation="vertical"
      series={[{ name: 'rate', label: T.reversalRateColumn, color: ANALYTICS_REVERSAL_COLOUR }]}
      valueFormatter={percent}
      gridAxis="x"
      maxBarWidth={22}
      withBarValueLabel
      // Room after the longest bar for its label.
      xAxisProps={{ domain: [0, (max: number) => Math.max(1, Math.ceil((max * 1.2) / 5) * 5)] }}
      yAxisProps={{ width: 160, interval: 0 }}
    />
  );
}
