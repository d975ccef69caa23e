import '../../../components/charts/chart-styles';
import { DonutChart } from '@mantine/charts';
import {
  CHART_SERIES_COLOURS,
  CHART_SERIES_LABELS,
  DASHBOARD_SCREEN_TEXTS as TEXTS,
  formatDecimal,
  percentageOf,
  type TChartData,
} from '@vigil/contract';
import { countFormatter } from '../../../components/charts/chart-format';

/** Clean against unpublished as a donut, the clean share in its middle. */
export function OutcomeDonutChart({ data }: { data: TChartData<'clean-vs-unpublished'> }) {
  const cells = data.map((point) => ({
    name: CHART_SERIES_LABELS[point.outcome],
    value: point.count,
    color: CHART_SERIES_COLOURS[point.outcome],
  }));
  const clean = data.find((point) => point.outcome === 'clean')?.count ?? 0;
  const total = data.reduce((sum, point) => sum + point.count, 0);
  return (
    <DonutChart
      mx="auto"
      size={190}
      thickness={28}
      data={cells}
      withLabels
      withLabelsLine
      labelsType="percent"
      withLegend
      valueFormatter={countFormatter}
      chartLabel={`${CHART_SERIES_LABELS.clean} ${TEXTS.percent(formatDecimal(percentageOf(clean, total)))}`}
      tooltipDataSource="segment"
    />
  );
}
