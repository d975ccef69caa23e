import { Button } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { DOMAIN_SCREEN_TEXTS as T } from '@vigil/contract';
import { EmptyState } from '../../../components/empty-state';

/** A tab whose list could not be read: says so instead of a placeholder that never ends. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      withBorder={false}
      icon={<IconCloudOff size={28} aria-hidden />}
      title={T.loadFailedTitle}
      description={T.loadFailedBody}
      actions={
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
        >
          {T.retry}
        </Button>
      }
    />
  );
}
