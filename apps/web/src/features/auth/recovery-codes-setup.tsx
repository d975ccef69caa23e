import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ACCOUNT_SCREEN_TEXTS, MESSAGES, getTwoFactorRecoveryCodesEndpoint } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '../../api/api-client';
import { CopyTextButton } from './copy-text-button';
import { downloadRecoveryCodes, recoveryCodesText } from './recovery-codes-file';

/**
 * The recovery codes right after set-up (the server shows them only then): copy, download,
 * and a tick that they are safe before the user may continue (spec §5 text).
 */
export function RecoveryCodesSetup({ onContinue }: { onContinue: () => void }) {
  const codes = useQuery({
    queryKey: ['two-factor-recovery-codes'],
    queryFn: () => apiCall(getTwoFactorRecoveryCodesEndpoint),
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
        <>
          <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
            <SimpleGrid
              cols={2}
              spacing="xs"
              verticalSpacing={4}
              component="ul"
              aria-label={ACCOUNT_SCREEN_TEXTS.recoveryCodesListLabel}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
            >
              {list.map((code) => (
                <Text component="li" key={code} ff="monospace" fw={600} ta="center" py={4}>
                  {code}
                </Text>
              ))}
            </SimpleGrid>
          </Paper>
          <Group justify="center" gap="sm">
            <CopyTextButton
              value={recoveryCodesText(list)}
              label={ACCOUNT_SCREEN_TEXTS.copyCodes}
            />
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => downloadRecoveryCodes(list)}
            >
              {ACCOUNT_SCREEN_TEXTS.downloadCodes}
            </Button>
          </Group>
        </>
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
