import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { ROLE_ACCESS_TEXTS, ROLE_LABELS, isRoleId } from '@vigil/contract';
import { Link } from 'react-router';
import { PATHS } from '../lib/paths';

/**
 * What a route the signed-in role may not use shows instead of its screen (decisions 0050–0064): a clear
 * explanation rather than a screen whose every call answers 403.
 */
export function NotAvailablePage({ roleId }: { roleId: number }) {
  const roleLabel = isRoleId(roleId) ? ROLE_LABELS[roleId] : String(roleId);
  return (
    <Paper withBorder radius="lg" py={56} px="lg">
      <Stack align="center" gap="md" ta="center" maw={460} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {ROLE_ACCESS_TEXTS.notAvailableTitle}
        </Title>
        <Text c="dimmed" size="sm">
          {ROLE_ACCESS_TEXTS.notAvailableBody(roleLabel)}
        </Text>
        <Button
          component={Link}
          to={PATHS.dashboard}
          variant="light"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {ROLE_ACCESS_TEXTS.backToDashboard}
        </Button>
      </Stack>
    </Paper>
  );
}
