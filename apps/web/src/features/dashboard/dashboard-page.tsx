import { Button } from '@mantine/core';
import { IconGauge, IconWorldWww } from '@tabler/icons-react';
import { NAV_LABELS } from '@vigil/contract';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function DashboardPage() {
  return (
    <PlaceholderScreen
      title={NAV_LABELS.dashboard}
      description="Moderation activity across your domains at a glance."
      icon={<IconGauge size={28} aria-hidden />}
      emptyTitle="Your moderation overview"
      emptyDescription="Once your domains send content, this dashboard shows moderation activity, clean versus unpublished content, content types, top domains and users, your extractors and scanners, and the credits left on your plan, for any time span."
      actions={
        <Button
          component={Link}
          to={PATHS.domains}
          variant="light"
          leftSection={<IconWorldWww size={16} aria-hidden />}
        >
          {NAV_LABELS.domains}
        </Button>
      }
    />
  );
}
