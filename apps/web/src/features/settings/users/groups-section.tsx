import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import {
  SETTINGS_SCREEN_TEXTS as T,
  sameId,
  type TModerationGroup,
  type TUser,
} from '@vigil/contract';
import { useState } from 'react';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { IconActionButton } from '../../../components/icon-action-button';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { showSuccessToast } from '../../../components/notifications';
import { GroupFormDialog } from './group-form-dialog';
import { useDeleteModerationGroup } from './use-moderation-groups';
import { UserText } from '../../../components/user-text';

type Editing = { group: TModerationGroup | null } | null;

function memberNames(group: TModerationGroup, users: readonly TUser[]): string {
  const names = users
    .filter((user) => group.member_ids.some((id) => sameId(id, user.id)))
    .map((user) => user.name);
  return names.length > 0 ? names.join(', ') : T.noGroups;
}

/** Moderation groups, managed beside the users they contain (decisions 0050–0064). */
export function GroupsSection({
  users,
  groups,
}: {
  users: readonly TUser[];
  /** undefined while loading. */
  groups: readonly TModerationGroup[] | undefined;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useDeleteModerationGroup();

  const confirmDelete = (group: TModerationGroup) =>
    openConfirmDialog({
      title: T.deleteGroupTitle(group.name),
      message: T.deleteGroupBody,
      confirmLabel: T.deleteConfirm,
      danger: true,
      onConfirm: () =>
        remove.mutate(group.id, { onSuccess: (reply) => showSuccessToast(reply.message) }),
    });

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} maw={560}>
            <Title order={2} fz="lg">
              {T.groupsTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {T.groupsBody}
            </Text>
          </Stack>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ group: null })}
          >
            {T.addGroup}
          </Button>
        </Group>
        {groups === undefined ? (
          <LoadingSkeleton lines={2} label={T.loading} />
        ) : groups.length === 0 ? (
          <EmptyState
            withBorder={false}
            icon={<IconUsersGroup size={28} aria-hidden />}
            title={T.noGroupsTitle}
            description={T.noGroupsBody}
          />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" aria-label={T.groupsTableLabel}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.columnName}</Table.Th>
                  <Table.Th>{T.columnMembers}</Table.Th>
                  <Table.Th>{T.columnDomains}</Table.Th>
                  <Table.Th ta="right">{T.columnActions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {groups.map((group) => (
                  <Table.Tr key={String(group.id)}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        <UserText>{group.name}</UserText>
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={group.member_ids.length === 0 ? 'dimmed' : undefined}>
                        {memberNames(group, users)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{group.domain_ids.length}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <IconActionButton
                          label={T.editGroup(group.name)}
                          icon={IconPencil}
                          onClick={() => setEditing({ group })}
                        />
                        <IconActionButton
                          label={T.deleteGroup(group.name)}
                          icon={IconTrash}
                          color="red"
                          onClick={() => confirmDelete(group)}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {editing ? (
        <GroupFormDialog group={editing.group} users={users} onClose={() => setEditing(null)} />
      ) : null}
    </Paper>
  );
}
