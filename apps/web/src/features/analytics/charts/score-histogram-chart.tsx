import { Text } from '@mantine/core';
import { ANALYTICS_SCREEN_TEXTS as T } from '@vigil/contract';
import { ColumnChart } from '../../../components/charts/column-chart';
import type { HistogramChart } from '../sections/scores-model';

/**
 * The 21 score buckets as bars, coloured by what the thresholds do with them, and each
 * threshold as a line at the start of the bucket it opens (scores at or above it). Most
 * items score near 0; on a linear axis the few high scores, the ones thresholds decide, would
 * be invisible, so heights grow logarithmically (symlog: 0 stays 0) and a line says so.
 */
export function ScoreHistogramChart({ chart }: { chart: HistogramChart }) {
  return (
    <>
      <ColumnChart
        data={chart.rows}
        entryKey="bucket"
        series={chart.series}
        height={300}
        stacked
        valueScale="symlog"
        withLegend={chart.series.length > 1}
        referenceLines={chart.lines.map((line) => ({
          entry: line.bucketLabel,
          label: line.label,
          color: line.color,
        }))}
        entryColumn={T.scoreColumn}
      />
      <Text size="xs" c="dimmed" mt={8}>
        {T.logScaleNote}
      </Text>
    </>
  );
}
