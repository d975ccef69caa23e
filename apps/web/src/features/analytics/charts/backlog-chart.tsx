import { ANALYTICS_BACKLOG_COLOUR, ANALYTICS_SCREEN_TEXTS as T } from '@vigil/contract';
import { ColumnChart } from '../../../components/charts/column-chart';
import type { ColumnSeries } from '../../../components/charts/chart-model';
import type { BacklogPoint } from '../sections/team-model';

const SERIES: ColumnSeries[] = [
  { name: 'waiting', label: T.waitingColumn, color: ANALYTICS_BACKLOG_COLOUR, type: 'line' },
];

/** The items waiting for review at the end of each period, as one line. */
export function BacklogChart({ points }: { points: readonly BacklogPoint[] }) {
  return (
    <ColumnChart
      data={points}
      entryKey="period"
      series={SERIES}
      height={260}
      withDots={points.length <= 31}
      entryColumn={T.periodColumn}
    />
  );
}
