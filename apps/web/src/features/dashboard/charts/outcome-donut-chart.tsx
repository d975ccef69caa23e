import {
  CHART_SERIES_COLOURS,
  CHART_SERIES_LABELS,
  DASHBOARD_SCREEN_TEXTS as TEXTS,
  formatDecimal,
  percentageOf,
  type TChartData,
} from '@vigil/contract';
import { CHART_TEXTS } from '../../../components/charts/chart-texts';
import { DonutChart } from '../../../components/charts/donut-chart';

const percent = (share: number): string => TEXTS.percent(formatDecimal(share));

/** Clean against unpublished as a donut, the clean share in its middle. */
export function OutcomeDonutChart({ data }: { data: TChartData<'clean-vs-unpublished'> }) {
  const clean = data.find((point) => point.outcome === 'clean')?.count ?? 0;
  const total = data.reduce((sum, point) => sum + point.count, 0);
  return (
    <DonutChart
      segments={data.map((point) => ({
        label: CHART_SERIES_LABELS[point.outcome],
        value: point.count,
        color: CHART_SERIES_COLOURS[point.outcome],
      }))}
      valueLabel={CHART_SERIES_LABELS.items}
      entryColumn={CHART_TEXTS.nameColumn}
      formatShare={percent}
      centre={{ value: percent(percentageOf(clean, total)), label: CHART_SERIES_LABELS.clean }}
    />
  );
}
