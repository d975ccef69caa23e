import '../../../components/charts/chart-styles';
import { BarChart } from '@mantine/charts';
import { countFormatter } from '../../../components/charts/chart-format';
import type { HistogramChart } from '../sections/scores-model';

/**
 * The 21 score buckets as bars, coloured by what the thresholds do with them, and each
 * threshold as a line at the start of the bucket it opens (scores at or above it).
 */
export function ScoreHistogramChart({ chart }: { chart: HistogramChart }) {
  return (
    <BarChart
      h={300}
      data={chart.rows}
      dataKey="bucket"
      type="stacked"
      series={chart.series}
      withLegend={chart.series.length > 1}
      legendProps={{ verticalAlign: 'bottom', height: 40, itemSorter: null }}
      valueFormatter={countFormatter}
      xAxisProps={{ interval: 0, angle: -40, textAnchor: 'end', height: 52, fontSize: 11 }}
      yAxisProps={{ allowDecimals: false, width: 56 }}
      referenceLines={chart.lines.map((line, index) => ({
        x: line.bucketLabel,
        position: 'start',
        color: line.color,
        strokeDasharray: '4 3',
        strokeWidth: 2,
        label: { value: line.label, position: 'insideTopLeft', dy: index * 16, fontWeight: 600 },
      }))}
    />
  );
}
