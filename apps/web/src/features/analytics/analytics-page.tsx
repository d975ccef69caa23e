import { Stack } from '@mantine/core';
import { ANALYTICS_SCREEN_TEXTS as T, NAV_LABELS } from '@vigil/contract';
import { PageHeader } from '../../components/page-header';
import { useAnalyticsDomains, useScannerNames } from './api/use-analytics-names';
import { AnalyticsFiltersBar } from './filters/analytics-filters-bar';
import { useAnalyticsFilters } from './filters/use-analytics-filters';
import { AutomationSection } from './sections/automation-section';
import { DecisionsSection } from './sections/decisions-section';
import { ScoresSection } from './sections/scores-section';
import { TeamSection } from './sections/team-section';

export interface AnalyticsPageProps {
  /** Whether the role may list domains (not viewers): the domain filter is offered. */
  domainsOffered: boolean;
  /** Whether the role may read the scanner catalogue, which names the category groups. */
  catalogueOffered: boolean;
}

/**
 * Analytics (decision 0171): decisions over time, score distributions against the thresholds,
 * automation quality and the team, for one set of filters kept in the URL. Each section asks
 * for its own data and can be read as a chart or a table and saved as CSV.
 */
export function AnalyticsPage({ domainsOffered, catalogueOffered }: AnalyticsPageProps) {
  const domains = useAnalyticsDomains(domainsOffered);
  const list = domains.data?.data;
  const filters = useAnalyticsFilters(
    domainsOffered ? list && new Set(list.map((domain) => String(domain.id))) : false,
  );
  const scannerNames = useScannerNames(filters.query, catalogueOffered);
  return (
    <>
      <PageHeader title={NAV_LABELS.analytics} description={T.description} />
      <AnalyticsFiltersBar filters={filters} domains={list} domainsOffered={domainsOffered} />
      <Stack gap="lg">
        <DecisionsSection filters={filters} />
        <ScoresSection filters={filters} scannerNames={scannerNames} />
        <AutomationSection filters={filters} />
        <TeamSection filters={filters} />
      </Stack>
    </>
  );
}
