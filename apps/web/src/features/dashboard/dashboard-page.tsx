import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { IconInfoCircle, IconWorldWww } from '@tabler/icons-react';
import { DASHBOARD_SCREEN_TEXTS as TEXTS, NAV_LABELS } from '@vigil/contract';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { PageHeader } from '../../components/page-header';
import { useStats } from './api/use-stats';
import { DashboardCharts } from './charts/dashboard-charts';
import { TimespanSelector } from '../../components/date-range/timespan-selector';
import { presetRange } from '../../components/date-range/range-presets';
import { useDateRange } from '../../components/date-range/use-date-range';
import { DASHBOARD_PRESETS, DEFAULT_DASHBOARD_PRESET } from './range/dashboard-presets';
import { CreditsCard } from './stats/credits-card';
import { StatCards } from './stats/stat-cards';
import { TopCategoriesCard } from './stats/top-categories-card';

export interface DashboardPageProps {
  /** Whether the role may manage domains, so a tenant without any is pointed there. */
  showDomainsLink: boolean;
}

/**
 * Spec §2 Dashboard: a time span (one month back to today by default), the §3 stats and the
 * charts. Every role sees the same read-only screen; the server narrows a moderator's figures
 * to the domains open to them.
 */
export function DashboardPage({ showDomainsLink }: DashboardPageProps) {
  const timespan = useDateRange({ defaultRange: () => presetRange(DEFAULT_DASHBOARD_PRESET) });
  const stats = useStats(timespan.range);
  const data = stats.data?.data;
  return (
    <>
      <PageHeader
        title={NAV_LABELS.dashboard}
        description={TEXTS.description}
        actions={<TimespanSelector value={timespan} presets={DASHBOARD_PRESETS} texts={TEXTS} />}
      />
      <Stack gap="md">
        {stats.isError && data === undefined ? (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            {TEXTS.statsUnavailable}
          </Alert>
        ) : null}
        {data?.total_domains === 0 ? (
          <Alert
            color="indigo"
            variant="light"
            title={TEXTS.noDomainsTitle}
            icon={<IconWorldWww size={18} aria-hidden />}
          >
            {TEXTS.noDomainsBody}
            {showDomainsLink ? (
              <Button component={Link} to={PATHS.domains} variant="light" size="xs" ml="sm">
                {NAV_LABELS.domains}
              </Button>
            ) : null}
          </Alert>
        ) : null}
        <Stack gap="md" component="section" aria-label={TEXTS.statsLabel}>
          <StatCards stats={data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <CreditsCard stats={data} />
            <TopCategoriesCard categories={data?.top_categories} />
          </SimpleGrid>
        </Stack>
        <DashboardCharts range={timespan.range} />
      </Stack>
    </>
  );
}
