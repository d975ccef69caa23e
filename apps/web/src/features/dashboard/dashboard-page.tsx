import { Button } from '@mantine/core';
import { IconGauge, IconWorldWww } from '@tabler/icons-react';
import { NAV_LABELS } from '@vigil/contract';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { PlanCard } from './plan-card';

export interface DashboardPageProps {
  /** Whether the signed-in role may read the tenant's plan (decided in src/app). */
  showPlan: boolean;
  /** Whether the role may manage domains, so the empty state can point there. */
  showDomainsLink: boolean;
}

export function DashboardPage({ showPlan, showDomainsLink }: DashboardPageProps) {
  return (
    <>
      <PageHeader
        title={NAV_LABELS.dashboard}
        description="Moderation activity across your domains at a glance."
      />
      {showPlan ? <PlanCard /> : null}
      <EmptyState
        icon={<IconGauge size={28} aria-hidden />}
        title="Your moderation overview"
        description="Once your domains send content, this dashboard shows moderation activity, clean versus unpublished content, content types, top domains and users, your extractors and scanners, and the credits left on your plan, for any time span."
        actions={
          showDomainsLink ? (
            <Button
              component={Link}
              to={PATHS.domains}
              variant="light"
              leftSection={<IconWorldWww size={16} aria-hidden />}
            >
              {NAV_LABELS.domains}
            </Button>
          ) : undefined
        }
      />
    </>
  );
}
