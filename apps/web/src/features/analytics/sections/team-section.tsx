import { Stack, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import {
  ANALYTICS_CSV_SECTIONS,
  ANALYTICS_SCREEN_TEXTS as T,
  formatDuration,
} from '@vigil/contract';
import { useId } from 'react';
import { StatCard } from '../../../components/stat-card';
import { useAnalyticsTeam } from '../api/use-analytics-queries';
import { LazyBacklogChart, LazyModeratorsChart } from '../charts/lazy-analytics-charts';
import { SectionCard } from '../components/section-card';
import { sectionStatus } from '../components/section-status';
import { useSectionView } from '../components/view-state';
import type { AnalyticsFilters } from '../filters/use-analytics-filters';
import { DataTable } from '../table/data-table';
import { backlogView, moderatorsView } from './team-model';

/**
 * Section 4: the moderators' decisions and response times (a moderator sees only their own
 * row), and the review backlog with the age of the oldest item waiting now. One call feeds
 * both cards.
 */
export function TeamSection({ filters }: { filters: AnalyticsFilters }) {
  const { view, range } = filters;
  const titleId = useId();
  // The times are the point of the moderators' card: it opens on its table.
  const [moderatorsShown, setModeratorsShown] = useSectionView('table');
  const [backlogShown, setBacklogShown] = useSectionView();
  const query = useAnalyticsTeam(filters.query, view.granularity);
  const data = query.data?.data;
  const moderators = data ? moderatorsView(data) : null;
  const backlog = data ? backlogView(data, view.granularity) : null;
  const retry = () => void query.refetch();
  const fileName = (section: string) => T.csvFileName(section, range.from, range.to);

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" fw={700} id={titleId}>
        {T.teamLabel}
      </Title>
      <Stack gap="md">
        <SectionCard
          order={3}
          title={T.moderatorsTitle}
          hint={T.moderatorsHint}
          status={sectionStatus(query, (answer) => answer.data.moderators.length === 0)}
          onRetry={retry}
          refreshing={query.isPlaceholderData}
          view={moderatorsShown}
          onViewChange={setModeratorsShown}
          csv={
            moderators
              ? { model: moderators.model, fileName: fileName(ANALYTICS_CSV_SECTIONS.moderators) }
              : null
          }
          chart={() => (moderators ? <LazyModeratorsChart chart={moderators.chart} /> : null)}
          table={() => (moderators ? <DataTable model={moderators.model} /> : null)}
        />
        <SectionCard
          order={3}
          title={T.backlogTitle}
          hint={T.backlogHint}
          status={sectionStatus(query, (answer) =>
            answer.data.backlog.every((point) => point.waiting === 0),
          )}
          onRetry={retry}
          refreshing={query.isPlaceholderData}
          view={backlogShown}
          onViewChange={setBacklogShown}
          csv={
            backlog
              ? { model: backlog.model, fileName: fileName(ANALYTICS_CSV_SECTIONS.backlog) }
              : null
          }
          figures={
            data ? (
              <StatCard
                label={T.oldestWaiting}
                value={
                  data.oldest_waiting_seconds === null
                    ? T.nothingWaiting
                    : formatDuration(data.oldest_waiting_seconds)
                }
                hint={data.oldest_waiting_seconds === null ? undefined : T.oldestWaitingHint}
                icon={<IconHourglass size={18} />}
                colour="orange"
              />
            ) : null
          }
          chart={() => (backlog ? <LazyBacklogChart points={backlog.points} /> : null)}
          table={() => (backlog ? <DataTable model={backlog.model} /> : null)}
        />
      </Stack>
    </Stack>
  );
}
