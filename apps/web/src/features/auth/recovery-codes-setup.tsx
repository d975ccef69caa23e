import { Alert, Button, Center, Checkbox, Loader, Stack, Text } from '@mantine/core';
import { ACCOUNT_SCREEN_TEXTS, MESSAGES, getTwoFactorRecoveryCodesEndpoint } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQueryOptions } from '../../api/endpoint-query';
import { RecoveryCodesList } from '../../components/recovery-codes-list';

/**
 * The recovery codes right after set-up (the server shows them only then): copy, download,
 * and a tick that they are safe before the user may continue (spec §5 text).
 */
export function RecoveryCodesSetup({ onContinue }: { onContinue: () => void }) {
  const codes = useQuery({
    ...endpointQueryOptions(getTwoFactorRecoveryCodesEndpoint),
    // Shown once: never kept, never refetched behind the user's back.
    staleTime: Infinity,
    gcTime: 0,
  });
  const [safe, setSafe] = useState(false);
  const [error, setError] = useState<string | undefined>();

  if (codes.isPending) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader size="md" aria-hidden />
          <Text size="sm" c="dimmed">
            {ACCOUNT_SCREEN_TEXTS.recoveryCodesLoading}
          </Text>
        </Stack>
      </Center>
    );
  }

  const list = codes.data ?? [];
  const handleContinue = () => {
    if (!safe) {
      setError(MESSAGES.recoveryCodesNotConfirmed);
      return;
    }
    onContinue();
  };

  return (
    <Stack gap="lg">
      {list.length > 0 ? (
        <RecoveryCodesList codes={list} />
      ) : (
        <Alert color="orange" variant="light">
          {ACCOUNT_SCREEN_TEXTS.setupUnavailable}
        </Alert>
      )}
      <Checkbox
        label={ACCOUNT_SCREEN_TEXTS.recoveryCodesSafe}
        checked={safe}
        onChange={(event) => {
          setSafe(event.currentTarget.checked);
          setError(undefined);
        }}
        error={error}
      />
      <Button size="md" fullWidth onClick={handleContinue}>
        {ACCOUNT_SCREEN_TEXTS.continue}
      </Button>
    </Stack>
  );
}
