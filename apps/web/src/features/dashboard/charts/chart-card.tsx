import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  CHART_DESCRIPTIONS,
  CHART_TITLES,
  DASHBOARD_SCREEN_TEXTS as TEXTS,
  type ChartId,
  type TChartData,
  type TDateRangeQuery,
} from '@vigil/contract';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useChart } from '../api/use-chart';

export interface ChartCardProps<Id extends ChartId> {
  chartId: Id;
  range: TDateRangeQuery;
  /** Draws the points; called only when there is something to draw. */
  draw: (data: TChartData<Id>) => ReactNode;
  /** When answered points still hold nothing to draw (two zero counts). */
  isEmpty?: (data: TChartData<Id>) => boolean;
  /** A line under the title that depends on the data (per day or per week). */
  note?: string;
}

function ChartSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label} role="status">
      <Skeleton height={200} radius="md" />
      <Skeleton height={12} width="50%" />
    </Stack>
  );
}

/**
 * One chart as a titled region: a skeleton until its first answer (and while the charts
 * library loads, and until the card scrolls near the viewport), the contract's empty text
 * when the time span holds nothing, else the drawing. A failed call is only logged (spec §8);
 * the card then says there is no data. The data is asked for at once either way.
 */
export function ChartCard<Id extends ChartId>({
  chartId,
  range,
  draw,
  isEmpty,
  note,
}: ChartCardProps<Id>) {
  const chart = useChart(chartId, range);
  const [cardRef, near] = useNearViewport<HTMLElement>();
  // Drawn once it is near with data to draw, and kept drawn when it scrolls away.
  const [drawn, setDrawn] = useState(false);
  if (!drawn && near && chart.data !== undefined) setDrawn(true);
  const titleId = useId();
  const title = CHART_TITLES[chartId];
  const loading = <ChartSkeleton label={TEXTS.loadingChart(title)} />;
  const data = chart.data;
  let body: ReactNode;
  if (data === undefined) {
    body = chart.isError ? <EmptyChart /> : loading;
  } else if (!drawn && !near) {
    body = loading;
  } else if (data.length === 0 || isEmpty?.(data)) {
    body = <EmptyChart />;
  } else {
    body = <Suspense fallback={loading}>{draw(data)}</Suspense>;
  }
  return (
    <Paper ref={cardRef} withBorder p="md" component="section" aria-labelledby={titleId} h="100%">
      <Title order={2} fz="md" fw={700} id={titleId}>
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="md">
        {note ? `${CHART_DESCRIPTIONS[chartId]} · ${note}` : CHART_DESCRIPTIONS[chartId]}
      </Text>
      {body}
    </Paper>
  );
}

function EmptyChart() {
  return (
    <Text c="dimmed" size="sm" ta="center" py={48}>
      {TEXTS.noChartData}
    </Text>
  );
}
