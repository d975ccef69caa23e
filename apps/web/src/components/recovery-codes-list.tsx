import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ACCOUNT_SCREEN_TEXTS } from '@vigil/contract';
import { downloadRecoveryCodes, recoveryCodesText } from '../lib/recovery-codes-file';
import { CopyTextButton } from './copy-text-button';

/**
 * Recovery codes in plain text with copy and download: shown right after two-factor set-up
 * and after new codes are made in Settings › Security, so both say the same thing.
 */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  return (
    <Stack gap="sm">
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
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" fw={600} ta="center" py={4}>
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group justify="center" gap="sm">
        <CopyTextButton value={recoveryCodesText(codes)} label={ACCOUNT_SCREEN_TEXTS.copyCodes} />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadRecoveryCodes(codes)}
        >
          {ACCOUNT_SCREEN_TEXTS.downloadCodes}
        </Button>
      </Group>
    </Stack>
  );
}
