import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { SETTINGS_SCREEN_TEXTS as T, type TUser } from '@vigil/contract';
import { useState } from 'react';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { showSuccessToast } from '../../../components/notifications';
import { GroupsSection } from './groups-section';
import { useModerationGroups } from './use-moderation-groups';
import { useDeleteUser, useResendInvitation, useResetUserTwoFactor, useUsers } from './use-users';
import { UserFormDialog } from './user-form-dialog';
import { UsersTable } from './users-table';

type Editing = { user: TUser | null } | null;

/** Settings › Users (administrators): the people of the tenant, and moderation groups. */
export function UsersTab({ showGroups }: { showGroups: boolean }) {
  const users = useUsers();
  const groups = useModerationGroups(showGroups);
  const remove = useDeleteUser();
  const resend = useResendInvitation();
  const resetTwoFactor = useResetUserTwoFactor();
  const [editing, setEditing] = useState<Editing>(null);
  const groupList = groups.data?.data ?? [];

  const confirmDelete = (user: TUser) =>
    openConfirmDialog({
      title: T.deleteUserTitle(user.name),
      message: T.deleteUserBody(user.name, user.email),
      confirmLabel: T.deleteConfirm,
      danger: true,
      onConfirm: () =>
        remove.mutate(user.id, { onSuccess: (reply) => showSuccessToast(reply.message) }),
    });

  const resendInvitation = (user: TUser) =>
    resend.mutate(user.id, { onSuccess: (reply) => showSuccessToast(reply.message) });

  const confirmResetTwoFactor = (user: TUser) =>
    openConfirmDialog({
      title: T.resetTwoFactorTitle(user.name),
      message: T.resetTwoFactorBody(user.name, user.email),
      confirmLabel: T.resetTwoFactorConfirm,
      danger: true,
      onConfirm: () =>
        resetTwoFactor.mutate(user.id, { onSuccess: (reply) => showSuccessToast(reply.message) }),
    });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} maw={560}>
              <Title order={2} fz="lg">
                {T.usersTitle}
              </Title>
              <Text size="sm" c="dimmed">
                {T.usersBody}
              </Text>
            </Stack>
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setEditing({ user: null })}
            >
              {T.addUser}
            </Button>
          </Group>
          {users.data === undefined ? (
            <LoadingSkeleton lines={4} label={T.loading} />
          ) : users.data.data.length === 0 ? (
            <EmptyState
              withBorder={false}
              icon={<IconUsers size={28} aria-hidden />}
              title={T.noUsersTitle}
              description={T.noUsersBody}
            />
          ) : (
            <UsersTable
              users={users.data.data}
              groups={groupList}
              showGroups={showGroups}
              onEdit={(user) => setEditing({ user })}
              onDelete={confirmDelete}
              onResendInvitation={resendInvitation}
              onResetTwoFactor={confirmResetTwoFactor}
            />
          )}
        </Stack>
      </Paper>
      {showGroups ? (
        <GroupsSection users={users.data?.data ?? []} groups={groups.data?.data} />
      ) : null}
      {editing ? (
        <UserFormDialog
          user={editing.user}
          groups={groupList}
          showGroups={showGroups}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
