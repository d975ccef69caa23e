import { Group } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { MODERATION_STATUSES, NAV_LABELS } from '@vigil/contract';
import { PlaceholderScreen } from '../../components/placeholder-screen';
import { StatusBadge } from '../../components/status-badge';

export function ModerationPage() {
  return (
    <PlaceholderScreen
      title={NAV_LABELS.moderation}
      description="Review content your scanners flagged and decide what stays published."
      icon={<IconShieldCheck size={28} aria-hidden />}
      emptyTitle="Nothing to review yet"
      emptyDescription="Reports of flagged content will appear here, filtered by domain and status. For each one you can preview the content, approve it as clean, or unpublish it from your site."
      actions={
        <Group gap={6} justify="center" aria-label="Moderation statuses">
          {MODERATION_STATUSES.map((status) => (
            <StatusBadge key={status} status={status} />
          ))}
        </Group>
      }
    />
  );
}
