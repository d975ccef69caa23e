import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconLogout2 } from '@tabler/icons-react';
import { SETTINGS_SCREEN_TEXTS as T, formatTimestamp, type TUserSession } from '@vigil/contract';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { showSuccessToast } from '../../../components/notifications';
import { useEndOtherSessions, useUserSessions } from './use-user-sessions';
import { summariseUserAgent } from './user-agent-summary';

/** The signed-in user's sessions, this one first, with "Sign out everywhere else" (decisions 0050–0064). */
export function SessionsCard() {
  const sessions = useUserSessions(true);
  const endOthers = useEndOtherSessions();
  if (!sessions.data) return <LoadingSkeleton lines={3} label={T.loading} />;

  const list = [...sessions.data.data].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at),
  );
  const others = list.filter((session) => !session.current).length;

  const confirmEndOthers = () =>
    openConfirmDialog({
      title: T.signOutOthersTitle,
      message: T.signOutOthersBody,
      confirmLabel: T.signOutOthersConfirm,
      danger: true,
      onConfirm: () =>
        endOthers.mutate(undefined, { onSuccess: (reply) => showSuccessToast(reply.message) }),
    });

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} maw={520}>
            <Title order={2} fz="lg">
              {T.sessionsTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {T.sessionsBody}
            </Text>
          </Stack>
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout2 size={16} aria-hidden />}
            onClick={confirmEndOthers}
            loading={endOthers.isPending}
            disabled={others === 0}
          >
            {T.signOutOthers}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" aria-label={T.sessionsTableLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.sessionDevice}</Table.Th>
                <Table.Th>{T.sessionIp}</Table.Th>
                <Table.Th>{T.sessionSignedIn}</Table.Th>
                <Table.Th>{T.sessionLastSeen}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {others === 0 ? (
          <Text size="xs" c="dimmed">
            {T.noOtherSessions}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function SessionRow({ session }: { session: TUserSession }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <IconDeviceDesktop size={18} stroke={1.6} aria-hidden />
          <Text size="sm" fw={500} title={session.user_agent ?? undefined}>
            {summariseUserAgent(session.user_agent) ?? T.unknownDevice}
          </Text>
          {session.current ? (
            <Badge size="sm" variant="light" color="teal">
              {T.thisDevice}
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {session.ip ?? T.unknownIp}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatTimestamp(session.created_at)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatTimestamp(session.last_seen_at)}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
