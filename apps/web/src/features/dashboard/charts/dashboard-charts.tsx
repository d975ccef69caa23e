import { SimpleGrid, Stack } from '@mantine/core';
import {
  CHART_SERIES_COLOURS as COLOURS,
  CHART_SERIES_LABELS as LABELS,
  DASHBOARD_SCREEN_TEXTS as TEXTS,
  type TDateRangeQuery,
} from '@vigil/contract';
import { activityByWeek, isWeekly } from './activity-by-week';
import { ChartCard } from './chart-card';
import { contentTypeRows, rankedRows, scannerRows, topDomainRows } from './chart-rows';
import {
  LazyGroupedBarChart,
  LazyModerationActivityChart,
  LazyOutcomeDonutChart,
  LazyRankedBarChart,
} from './lazy-charts';
import { TopAuthorsTable } from './top-authors-table';

/** Every dashboard chart for one time span; each card asks for its own data. */
export function DashboardCharts({ range }: { range: TDateRangeQuery }) {
  const weekly = isWeekly(range);
  return (
    <Stack gap="md" component="section" aria-label={TEXTS.chartsLabel}>
      <ChartCard
        chartId="moderation-activity"
        range={range}
        note={weekly ? TEXTS.perWeek : TEXTS.perDay}
        draw={(data) => <LazyModerationActivityChart data={weekly ? activityByWeek(data) : data} />}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard
          chartId="clean-vs-unpublished"
          range={range}
          isEmpty={(data) => data.every((point) => point.count === 0)}
          draw={(data) => <LazyOutcomeDonutChart data={data} />}
        />
        <ChartCard
          chartId="top-domains"
          range={range}
          draw={(data) => (
            <LazyGroupedBarChart
              data={topDomainRows(data)}
              series={[
                { name: 'submitted', label: LABELS.submitted, color: COLOURS.submitted },
                { name: 'unpublished', label: LABELS.unpublished, color: COLOURS.unpublished },
              ]}
              layout="rows"
            />
          )}
        />
        <ChartCard
          chartId="content-types"
          range={range}
          draw={(data) => (
            <LazyGroupedBarChart
              data={contentTypeRows(data)}
              series={[
                { name: 'items', label: LABELS.items, color: COLOURS.submitted },
                { name: 'unpublished', label: LABELS.unpublished, color: COLOURS.unpublished },
              ]}
            />
          )}
        />
        <ChartCard
          chartId="scanners"
          range={range}
          draw={(data) => (
            <LazyGroupedBarChart
              data={scannerRows(data)}
              series={[
                { name: 'scanned', label: LABELS.scanned, color: COLOURS.scanned },
                { name: 'flagged', label: LABELS.flagged, color: COLOURS.flagged },
              ]}
            />
          )}
        />
        <ChartCard
          chartId="extractors"
          range={range}
          draw={(data) => (
            <LazyRankedBarChart
              data={rankedRows(data)}
              seriesLabel={LABELS.items}
              colour={COLOURS.neutral}
            />
          )}
        />
        <ChartCard
          chartId="top-categories"
          range={range}
          draw={(data) => (
            <LazyRankedBarChart
              data={rankedRows(data)}
              seriesLabel={LABELS.flaggedByCategory}
              colour={COLOURS.flagged}
            />
          )}
        />
        <ChartCard
          chartId="top-users-unpublishing"
          range={range}
          draw={(data) => (
            <LazyRankedBarChart
              data={rankedRows(data)}
              seriesLabel={LABELS.unpublishedByUser}
              colour={COLOURS.manually_unpublished}
            />
          )}
        />
        <ChartCard
          chartId="top-authors-unpublished"
          range={range}
          draw={(data) => <TopAuthorsTable data={data} />}
        />
      </SimpleGrid>
    </Stack>
  );
}
