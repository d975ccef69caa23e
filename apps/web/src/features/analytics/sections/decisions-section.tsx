import { Select } from '@mantine/core';
import {
  ANALYTICS_BREAKDOWN_LABELS,
  ANALYTICS_BREAKDOWNS,
  ANALYTICS_CSV_SECTIONS,
  ANALYTICS_OUTCOME_LABELS,
  ANALYTICS_OUTCOMES,
  ANALYTICS_SCREEN_TEXTS as T,
  type AnalyticsBreakdown,
  type AnalyticsOutcome,
} from '@vigil/contract';
import { useAnalyticsDecisions } from '../api/use-analytics-queries';
import { LazyStackedPeriodsChart } from '../charts/lazy-analytics-charts';
import { SectionCard } from '../components/section-card';
import { sectionStatus } from '../components/section-status';
import { useSectionView } from '../components/view-state';
import type { AnalyticsFilters } from '../filters/use-analytics-filters';
import { DataTable } from '../table/data-table';
import { decisionsEmpty, decisionsView } from './decisions-model';

const ALL = 'all';

const BREAKDOWNS = ANALYTICS_BREAKDOWNS.map((by) => ({
  value: by,
  label: ANALYTICS_BREAKDOWN_LABELS[by],
}));

const OUTCOMES = [
  { value: ALL, label: T.allOutcomes },
  ...ANALYTICS_OUTCOMES.map((outcome) => ({
    value: outcome,
    label: ANALYTICS_OUTCOME_LABELS[outcome],
  })),
];

const asBreakdown = (value: string | null): AnalyticsBreakdown =>
  ANALYTICS_BREAKDOWNS.find((by) => by === value) ?? 'outcome';

const asOutcome = (value: string | null): AnalyticsOutcome | null =>
  ANALYTICS_OUTCOMES.find((outcome) => outcome === value) ?? null;

/** Section 1: decisions per period, by outcome or split by category, domain or content type. */
export function DecisionsSection({ filters }: { filters: AnalyticsFilters }) {
  const { view, update, range } = filters;
  const [shown, setShown] = useSectionView();
  const query = useAnalyticsDecisions(filters.query, view.granularity, view.by, view.outcome);
  const data = query.data?.data;
  const drawn = data ? decisionsView(data, view.granularity, view.by) : null;
  const fileSection =
    view.by === 'outcome'
      ? ANALYTICS_CSV_SECTIONS.decisions
      : `${ANALYTICS_CSV_SECTIONS.decisions}-by-${view.by.replace('_', '-')}`;

  return (
    <SectionCard
      title={T.decisionsTitle}
      hint={T.decisionsHint}
      status={sectionStatus(query, (answer) => decisionsEmpty(answer.data))}
      onRetry={() => void query.refetch()}
      refreshing={query.isPlaceholderData}
      view={shown}
      onViewChange={setShown}
      csv={
        drawn
          ? { model: drawn.model, fileName: T.csvFileName(fileSection, range.from, range.to) }
          : null
      }
      controls={
        <>
          <Select
            label={T.breakdownLabel}
            data={BREAKDOWNS}
            value={view.by}
            onChange={(value) => update({ by: asBreakdown(value), outcome: null })}
            allowDeselect={false}
            w={180}
            size="sm"
          />
          {view.by === 'outcome' ? null : (
            <Select
              label={T.outcomeFilterLabel}
              data={OUTCOMES}
              value={view.outcome ?? ALL}
              onChange={(value) => update({ outcome: asOutcome(value) })}
              allowDeselect={false}
              w={200}
              size="sm"
            />
          )}
        </>
      }
      chart={() => (drawn ? <LazyStackedPeriodsChart chart={drawn.chart} /> : null)}
      table={() => (drawn ? <DataTable model={drawn.model} /> : null)}
    />
  );
}
