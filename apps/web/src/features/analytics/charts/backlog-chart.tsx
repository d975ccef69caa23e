import '../../../components/charts/chart-styles';
import { LineChart } from '@mantine/charts';
import { ANALYTICS_BACKLOG_COLOUR, ANALYTICS_SCREEN_TEXTS as T } from '@vigil/contract';
import { countFormatter } from '../../../components/charts/chart-format';
import type { BacklogPoint } from '../sections/team-model';

/** The items waiting for review at the end of each period, as one line. */
export function BacklogChart({ points }: { points: readonly BacklogPoint[] }) {
  return (
    <LineChart
      h={260}
      data={[...points]}
      dataKey="period"
      series={[{ name: 'waiting', label: T.waitingColumn, color: ANALYTICS_BACKLOG_COLOUR }]}
      curveType="linear"
      withDots={points.length <= 31}
      valueFormatter={countFormatter}
      xAxisProps={{ minTickGap: 12 }}
      yAxisProps={{ allowDecimals: false, width: 48 }}
    />
  );
}
