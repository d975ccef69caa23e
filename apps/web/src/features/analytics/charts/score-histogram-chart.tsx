import '../../../components/charts/chart-styles';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { ANALYTICS_SCREEN_TEXTS as T } from '@vigil/contract';
import { countFormatter } from '../../../components/charts/chart-format';
import type { HistogramChart } from '../sections/scores-model';

/** 0, 1, 10, 100, … up to the first power of ten at or above the tallest bar. */
function logTicks(rows: HistogramChart['rows'], series: HistogramChart['series']): number[] {
  let tallest = 0;
  for (const row of rows) {
    const height = series.reduce((sum, one) => sum + Number(row[one.name] ?? 0), 0);
    tallest = Math.max(tallest, height);
  }
  const ticks = [0, 1];
  while ((ticks.at(-1) ?? 1) < tallest) ticks.push((ticks.at(-1) ?? 1) * 10);
  return ticks;
}

/**
 * The 21 score buckets as bars, coloured by what the thresholds do with them, and each
 * threshold as a line at the start of the bucket it opens (scores at or above it). Most
 * items score near 0; on a linear axis the few high scores, the ones thresholds decide, would
 * be invisible, so heights grow logarithmically (symlog: 0 stays 0) and the axis says so.
 */
export function ScoreHistogramChart({ chart }: { chart: HistogramChart }) {
  const ticks = logTicks(chart.rows, chart.series);
  return (
    <>
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
        yAxisProps={{
          scale: 'symlog',
          ticks,
          domain: [0, ticks.at(-1) ?? 1],
          interval: 0,
          allowDecimals: false,
          width: 56,
        }}
        referenceLines={chart.lines.map((line, index) => ({
          x: line.bucketLabel,
          position: 'start',
          color: line.color,
          strokeDasharray: '4 3',
          strokeWidth: 2,
          label: { value: line.label, position: 'insideTopLeft', dy: index * 16, fontWeight: 600 },
        }))}
      />
      <Text size="xs" c="dimmed" mt={4}>
        {T.logScaleNote}
      </Text>
    </>
  );
}
