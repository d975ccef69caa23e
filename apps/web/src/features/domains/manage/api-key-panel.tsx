import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconKey, IconRefresh } from '@tabler/icons-react';
import {
  DOMAIN_MESSAGES,
  DOMAIN_SCREEN_TEXTS as T,
  formatTimestamp,
  type TDomainKey,
} from '@vigil/contract';
import { useState } from 'react';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { showSuccessToast } from '../../../components/notifications';
import { useDomainKey, useIssueDomainKey } from '../api/use-domain-key';
import { CopyableKey } from './copyable-key';
import { Panel } from './panel';

/**
 * Spec §4 API key: create, then regenerate after a warning. The secret arrives only in the
 * answer that made it; it lives in this component's state and is gone when the page is left.
 */
export function ApiKeyPanel({ domainId }: { domainId: string }) {
  const status = useDomainKey(domainId);
  const issue = useIssueDomainKey(domainId);
  const [fresh, setFresh] = useState<TDomainKey | null>(null);

  const run = (mode: 'create' | 'regenerate') =>
    issue.mutate(mode, {
      onSuccess: (key) => {
        setFresh(key);
        showSuccessToast(
          mode === 'create' ? DOMAIN_MESSAGES.keyCreated : DOMAIN_MESSAGES.keyRegenerated,
        );
      },
    });

  const confirmRegenerate = () =>
    openConfirmDialog({
      title: T.regenerateTitle,
      message: T.regenerateBody,
      confirmLabel: T.regenerateConfirm,
      danger: true,
      onConfirm: () => run('regenerate'),
    });

  const accessKey = fresh?.access_key ?? status.data?.access_key ?? null;
  const updatedAt = fresh?.updated_at ?? status.data?.updated_at ?? null;

  const body = () => {
    if (status.data === undefined && fresh === null) {
      return <Skeleton height={36} radius="sm" aria-label={T.loadingSection} />;
    }
    if (accessKey === null) {
      return (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{T.noKey}</Text>
          <Button
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={() => run('create')}
            loading={issue.isPending}
          >
            {T.createKey}
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap="sm">
        <CopyableKey label={T.accessKey} value={accessKey} copyLabel={T.copyAccessKey} />
        {fresh ? (
          <>
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title={T.secretOnceTitle}
              role="alert"
            >
              {T.secretOnceBody}
            </Alert>
            <CopyableKey label={T.secretKey} value={fresh.secret_key} copyLabel={T.copySecretKey} />
          </>
        ) : null}
        {updatedAt ? (
          <Text size="xs" c="dimmed">
            {T.keyUpdated(formatTimestamp(updatedAt))}
          </Text>
        ) : null}
        <Button
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={confirmRegenerate}
          loading={issue.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {T.regenerateKey}
        </Button>
      </Stack>
    );
  };

  return (
    <Panel title={T.apiKeyTitle} description={T.apiKeyBody}>
      {body()}
    </Panel>
  );
}
