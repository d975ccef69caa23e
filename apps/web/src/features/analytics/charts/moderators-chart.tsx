import { ANALYTICS_SCREEN_TEXTS as T } from '@vigil/contract';
import { RowChart } from '../../../components/charts/row-chart';
import type { BarsChart } from '../sections/team-model';

/** Each moderator's decisions as one horizontal bar: unpublished, then approved. */
export function ModeratorsChart({ chart }: { chart: BarsChart }) {
  return (
    <RowChart
      data={chart.rows}
      entryKey="name"
      series={chart.series}
      stacked
      rowHeight={36}
      maxBarThickness={20}
      entryColumn={T.moderatorColumn}
    />
  );
}
