import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconRobot, IconUserCheck } from '@tabler/icons-react';
import {
  ANALYTICS_CSV_SECTIONS,
  ANALYTICS_SCREEN_TEXTS as T,
  formatDecimal,
  formatInteger,
  type TAutomationRow,
} from '@vigil/contract';
import { useId } from 'react';
import { StatCard } from '../../../components/stat-card';
import { useAnalyticsAutomation } from '../api/use-analytics-queries';
import { LazyRateBarsChart } from '../charts/lazy-analytics-charts';
import { SectionCard } from '../components/section-card';
import { sectionStatus } from '../components/section-status';
import { useSectionView } from '../components/view-state';
import type { AnalyticsFilters } from '../filters/use-analytics-filters';
import { DataTable } from '../table/data-table';
import { automationRates, automationView } from './automation-model';

const share = (value: number | null): string =>
  value === null ? T.noRate : T.percent(formatDecimal(value));

function OverallFigures({ total }: { total: TAutomationRow }) {
  const rates = automationRates(total);
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 3 }}
      spacing="sm"
      role="group"
      aria-label={T.automationFigures}
    >
      <StatCard
        label={T.decidedAutomatically}
        value={share(rates.automaticShare)}
        hint={T.decidedHint(formatInteger(rates.automatic), formatInteger(total.judged))}
        icon={<IconRobot size={18} />}
        colour="indigo"
      />
      <StatCard
        label={T.reversed}
        value={share(rates.reversalRate)}
        hint={T.reversedHint(formatInteger(rates.reversed), formatInteger(rates.automatic))}
        icon={<IconArrowBackUp size={18} />}
        colour="red"
      />
      <StatCard
        label={T.reviewApproved}
        value={share(rates.reviewApprovalRate)}
        hint={T.reviewApprovedHint(
          formatInteger(rates.reviewApproved),
          formatInteger(rates.reviewed),
        )}
        icon={<IconUserCheck size={18} />}
        colour="gray"
      />
    </SimpleGrid>
  );
}

/** Section 3: how much the engine decided itself, and how often people reversed it. */
export function AutomationSection({ filters }: { filters: AnalyticsFilters }) {
  const { view, update, range } = filters;
  const rowsLabelId = useId();
  const [shown, setShown] = useSectionView();
  const query = useAnalyticsAutomation(filters.query);
  const data = query.data?.data;
  const drawn = data
    ? automationView(view.rows === 'scanner' ? data.by_scanner : data.by_category, view.rows)
    : null;
  const fileSection =
    view.rows === 'scanner'
      ? ANALYTICS_CSV_SECTIONS.automationByScanner
      : ANALYTICS_CSV_SECTIONS.automationByCategory;

  return (
    <SectionCard
      title={T.automationTitle}
      hint={T.automationHint}
      status={sectionStatus(query, (answer) => answer.data.total.judged === 0)}
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
        <Stack gap={2}>
          <Text id={rowsLabelId} size="sm" fw={500}>
            {T.rowsLabel}
          </Text>
          <SegmentedControl
            size="sm"
            aria-labelledby={rowsLabelId}
            value={view.rows}
            onChange={(value) => update({ rows: value === 'scanner' ? 'scanner' : 'category' })}
            data={[
              { value: 'category', label: T.byCategory },
              { value: 'scanner', label: T.byScanner },
            ]}
          />
        </Stack>
      }
      figures={data && data.total.judged > 0 ? <OverallFigures total={data.total} /> : null}
      chart={() => {
        if (!drawn) return null;
        if (drawn.bars.length === 0) {
          return (
            <Text size="sm" c="dimmed" ta="center" py="xl">
              {T.noReversalRates}
            </Text>
          );
        }
        return <LazyRateBarsChart bars={drawn.bars} />;
      }}
      table={() => (drawn ? <DataTable model={drawn.model} /> : null)}
    />
  );
}
