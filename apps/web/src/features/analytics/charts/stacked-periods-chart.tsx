import { ANALYTICS_SCREEN_TEXTS as T } from '@vigil/contract';
import { ColumnChart } from '../../../components/charts/column-chart';
import type { PeriodChart } from '../sections/decisions-model';

/** Counts per period as stacked bars, one colour per series, the legend in the series' order. */
export function StackedPeriodsChart({ chart }: { chart: PeriodChart }) {
  return (
    <ColumnChart
      data={chart.rows}
      entryKey="period"
      series={chart.series}
      height={320}
      stacked
      maxBarWidth={36}
      entryColumn={T.periodColumn}
    />
  );
}
