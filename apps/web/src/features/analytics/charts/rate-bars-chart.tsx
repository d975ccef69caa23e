import {
  ANALYTICS_REVERSAL_COLOUR,
  ANALYTICS_SCREEN_TEXTS as T,
  formatDecimal,
} from '@vigil/contract';
import { CHART_TEXTS } from '../../../components/charts/chart-texts';
import { tickFormatter } from '../../../components/charts/chart-format';
import { RowChart } from '../../../components/charts/row-chart';
import type { RateBar } from '../sections/automation-model';

const percent = (value: number): string => T.percent(formatDecimal(value));
const percentTick = (value: number): string => T.percent(tickFormatter(value));

/** Reversal rates as horizontal bars, one row each, the rate written at the bar's end. */
export function RateBarsChart({ bars }: { bars: readonly RateBar[] }) {
  return (
    <RowChart
      data={bars}
      entryKey="label"
      series={[{ name: 'rate', label: T.reversalRateColumn, color: ANALYTICS_REVERSAL_COLOUR }]}
      rowHeight={34}
      maxBarThickness={20}
      integer={false}
      formatValue={percent}
      formatTick={percentTick}
      withValueLabels
      entryColumn={CHART_TEXTS.nameColumn}
    />
  );
}
