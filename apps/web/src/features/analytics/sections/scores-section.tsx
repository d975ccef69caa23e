import { Alert, Select, SimpleGrid } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconEyeOff, IconInfoCircle } from '@tabler/icons-react';
import {
  ANALYTICS_CSV_SECTIONS,
  ANALYTICS_SCREEN_TEXTS as T,
  ANALYTICS_VERDICT_COLOURS,
  formatInteger,
  type TScoreDistribution,
} from '@vigil/contract';
import { StatCard } from '../../../components/stat-card';
import { neutraliseText } from '../../../lib/neutral-text';
import { useAnalyticsScores } from '../api/use-analytics-queries';
import { LazyScoreHistogramChart } from '../charts/lazy-analytics-charts';
import { SectionCard } from '../components/section-card';
import { sectionStatus } from '../components/section-status';
import { useSectionView } from '../components/view-state';
import type { AnalyticsFilters } from '../filters/use-analytics-filters';
import { DataTable } from '../table/data-table';
import { scoresView, type ScoresView } from './scores-model';

/** The category Select's options, grouped by scanner in the answer's order. */
function categoryOptions(
  distributions: readonly TScoreDistribution[],
  scannerNames: ReadonlyMap<number, string>,
) {
  const groups = new Map<number, { value: string; label: string }[]>();
  for (const distribution of distributions) {
    const items = groups.get(distribution.scanner_id) ?? [];
    items.push({ value: distribution.category_id, label: neutraliseText(distribution.name) });
    groups.set(distribution.scanner_id, items);
  }
  return [...groups].map(([scannerId, items]) => ({
    group: scannerNames.get(scannerId) ?? T.scannerFallback(scannerId),
    items,
  }));
}

function ThresholdFigures({
  split: { counts, hints },
}: {
  split: NonNullable<ScoresView['split']>;
}) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 3 }}
      spacing="sm"
      role="group"
      aria-label={T.thresholdsFigures}
    >
      <StatCard
        label={T.passed}
        value={formatInteger(counts.passed)}
        hint={hints.passed}
        icon={<IconCircleCheck size={18} />}
        colour={ANALYTICS_VERDICT_COLOURS.passed}
      />
      <StatCard
        label={T.sentToReview}
        value={formatInteger(counts.review)}
        hint={hints.review}
        icon={<IconAlertCircle size={18} />}
        colour={ANALYTICS_VERDICT_COLOURS.review}
      />
      <StatCard
        label={T.unpublished}
        value={formatInteger(counts.unpublished)}
        hint={hints.unpublished}
        icon={<IconEyeOff size={18} />}
        colour={ANALYTICS_VERDICT_COLOURS.unpublished}
      />
    </SimpleGrid>
  );
}

/**
 * Section 2: one category's scores in the 21 buckets, its thresholds drawn when one domain is
 * in view (they are set per domain), and the items each side of them.
 */
export function ScoresSection({
  filters,
  scannerNames,
}: {
  filters: AnalyticsFilters;
  scannerNames: ReadonlyMap<number, string>;
}) {
  const { view, update, range } = filters;
  const [shown, setShown] = useSectionView();
  const query = useAnalyticsScores(filters.query);
  const distributions = query.data?.data ?? [];
  const selected =
    distributions.find((one) => one.category_id === view.category) ?? distributions[0];
  const drawn = selected ? scoresView(selected, `${T.scoresTitle}: ${selected.name}`) : null;
  const oneDomain =
    filters.query.domain_ids !== undefined && !filters.query.domain_ids.includes(',');

  const figures = drawn?.split ? (
    <ThresholdFigures split={drawn.split} />
  ) : (
    <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} p="sm">
      {oneDomain ? T.thresholdsGone : T.thresholdsPerDomain}
    </Alert>
  );

  return (
    <SectionCard
      title={T.scoresTitle}
      hint={T.scoresHint}
      status={sectionStatus(query, (answer) => answer.data.length === 0)}
      onRetry={() => void query.refetch()}
      refreshing={query.isPlaceholderData}
      view={shown}
      onViewChange={setShown}
      csv={
        drawn && selected
          ? {
              model: drawn.model,
              fileName: T.csvFileName(
                ANALYTICS_CSV_SECTIONS.scores(selected.category_id),
                range.from,
                range.to,
              ),
            }
          : null
      }
      controls={
        distributions.length > 0 ? (
          <Select
            label={T.categoryLabel}
            data={categoryOptions(distributions, scannerNames)}
            value={selected?.category_id ?? null}
            onChange={(value) => update({ category: value })}
            allowDeselect={false}
            searchable
            w={240}
            size="sm"
          />
        ) : null
      }
      figures={drawn ? figures : null}
      chart={() => (drawn ? <LazyScoreHistogramChart chart={drawn.chart} /> : null)}
      table={() => (drawn ? <DataTable model={drawn.model} /> : null)}
    />
  );
}
