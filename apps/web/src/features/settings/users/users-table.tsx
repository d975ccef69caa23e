import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconMailForward, IconPencil, IconShieldOff, IconTrash } from '@tabler/icons-react';
import {
  ROLE_LABELS,
  SETTINGS_SCREEN_TEXTS as T,
  formatTimestamp,
  isRoleId,
  sameId,
  type TModerationGroup,
  type TUser,
} from '@vigil/contract';
import { IconActionButton } from '../../../components/icon-action-button';
import { UserText } from '../../../components/user-text';

export interface UsersTableProps {
  users: readonly TUser[];
  groups: readonly TModerationGroup[];
  showGroups: boolean;
  onEdit: (user: TUser) => void;
  onDelete: (user: TUser) => void;
  /** Shown on rows whose invitation is pending (not confirmed yet). */
  onResendInvitation: (user: TUser) => void;
  /** Shown on rows whose user has two-factor on. */
  onResetTwoFactor: (user: TUser) => void;
}

function roleLabel(roleId: number): string {
  return isRoleId(roleId) ? ROLE_LABELS[roleId] : String(roleId);
}

function groupNames(user: TUser, groups: readonly TModerationGroup[]): string {
  const names = groups
    .filter((group) => user.group_ids.some((id) => sameId(id, group.id)))
    .map((group) => group.name);
  return names.length > 0 ? names.join(', ') : T.noGroups;
}

/**
 * Settings › Users: one row per person, with edit and delete (icon buttons, named), and where
 * they apply, resend the invitation and reset two-factor. Badges
 * keep their whole label (miw max-content): in an auto-width cell a badge otherwise shrinks
 * to an ellipsis.
 */
export function UsersTable({
  users,
  groups,
  showGroups,
  onEdit,
  onDelete,
  onResendInvitation,
  onResetTwoFactor,
}: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={T.usersTableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.columnName}</Table.Th>
            <Table.Th>{T.columnEmail}</Table.Th>
            <Table.Th>{T.columnRole}</Table.Th>
            {showGroups ? <Table.Th>{T.columnGroups}</Table.Th> : null}
            <Table.Th>{T.columnTwoFactor}</Table.Th>
            <Table.Th>{T.columnLastSignIn}</Table.Th>
            <Table.Th ta="right">{T.columnActions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={String(user.id)}>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Text size="sm" fw={600}>
                    <UserText>{user.name}</UserText>
                  </Text>
                  {user.confirmed_at === null ? (
                    <Badge size="xs" variant="light" color="orange" miw="max-content">
                      {T.invitationPending}
                    </Badge>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>
                {/* Addresses have no spaces; without this one long address widens the table. */}
                <Text size="sm" miw={180} style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={user.role_id === 1 ? 'indigo' : 'gray'}
                  miw="max-content"
                >
                  {roleLabel(user.role_id)}
                </Badge>
              </Table.Td>
              {showGroups ? (
                <Table.Td>
                  <Text size="sm" c={user.group_ids.length === 0 ? 'dimmed' : undefined}>
                    {groupNames(user, groups)}
                  </Text>
                </Table.Td>
              ) : null}
              <Table.Td>
                <Badge
                  variant="dot"
                  color={user.two_factor_enabled ? 'teal' : 'gray'}
                  miw="max-content"
                >
                  {user.two_factor_enabled ? T.twoFactorOn : T.twoFactorOff}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={user.last_login_at === null ? 'dimmed' : undefined}>
                  {user.last_login_at === null ? T.never : formatTimestamp(user.last_login_at)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {user.confirmed_at === null ? (
                    <IconActionButton
                      label={T.resendInvitation(user.name)}
                      icon={IconMailForward}
                      onClick={() => onResendInvitation(user)}
                    />
                  ) : null}
                  {user.two_factor_enabled ? (
                    <IconActionButton
                      label={T.resetTwoFactor(user.name)}
                      icon={IconShieldOff}
                      onClick={() => onResetTwoFactor(user)}
                    />
                  ) : null}
                  <IconActionButton
                    label={T.editUser(user.name)}
                    icon={IconPencil}
                    onClick={() => onEdit(user)}
                  />
                  <IconActionButton
                    label={T.deleteUser(user.name)}
                    icon={IconTrash}
                    color="red"
                    onClick={() => onDelete(user)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
