import { Button, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAt, IconSend, IconUser } from '@tabler/icons-react';
import {
  ALL_ROLES,
  ROLE_LABELS,
  ROLES,
  SETTINGS_FIELD_LABELS as L,
  SETTINGS_SCREEN_TEXTS as T,
  ZUserFieldsSchema,
  type TModerationGroup,
  type TUser,
} from '@vigil/contract';
import { useState } from 'react';
import { MountedModal } from '../../../components/mounted-modal';
import { showSuccessToast } from '../../../components/notifications';
import { useFormSubmit } from '../../../components/use-form-submit';
import { chosenIds, idOptions } from '../shared/id-options';
import { useSaveUser } from './use-users';

const FIELDS = ['name', 'email', 'role_id', 'group_ids'] as const;

const ROLE_OPTIONS = ALL_ROLES.map((role) => ({ value: String(role), label: ROLE_LABELS[role] }));

export interface UserFormDialogProps {
  /** null: add a user (an invitation is sent); otherwise edit this one. */
  user: TUser | null;
  groups: readonly TModerationGroup[];
  showGroups: boolean;
  onClose: () => void;
}

/** Add user (name, email, role, groups; sends the invitation) or edit (name, role, groups). */
export function UserFormDialog({ user, groups, showGroups, onClose }: UserFormDialogProps) {
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [role, setRole] = useState<string | null>(String(user?.role_id ?? ROLES.moderator));
  const [groupValues, setGroupValues] = useState<string[]>(user ? user.group_ids.map(String) : []);
  const save = useSaveUser();
  const editing = user !== null;
  const { errors, submitting, handleSubmit } = useFormSubmit({
    schema: ZUserFieldsSchema,
    fields: FIELDS,
    send: (body) => save.mutateAsync({ id: user?.id ?? null, body }),
    onSuccess: (reply) => {
      showSuccessToast(reply.message);
      onClose();
    },
  });
  const values = () => ({
    name,
    email,
    role_id: role === null ? undefined : Number(role),
    group_ids: showGroups ? chosenIds(groups, groupValues) : undefined,
  });

  return (
    <MountedModal
      onClose={onClose}
      centered
      size="lg"
      title={editing ? T.editUserTitle(user.name) : T.addUserTitle}
    >
      <form onSubmit={handleSubmit(values)} noValidate>
        <Stack gap="md">
          {editing ? null : (
            <Text size="sm" c="dimmed">
              {T.addUserBody}
            </Text>
          )}
          <TextInput
            label={L.name}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            leftSection={<IconUser size={16} aria-hidden />}
            autoComplete="off"
            data-autofocus
          />
          <TextInput
            label={L.email}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
            leftSection={<IconAt size={16} aria-hidden />}
            autoComplete="off"
            // The email is who the person is (their sign-in); edit changes name, role, groups.
            readOnly={editing}
            variant={editing ? 'filled' : 'default'}
          />
          <Select
            label={L.role}
            data={ROLE_OPTIONS}
            value={role}
            onChange={setRole}
            error={errors.role_id}
            allowDeselect={false}
            description={T.roleHelp}
            comboboxProps={{ withinPortal: true }}
          />
          {showGroups ? (
            <MultiSelect
              label={L.moderationGroups}
              data={idOptions(groups, (group) => group.name)}
              value={groupValues}
              onChange={setGroupValues}
              error={errors.group_ids}
              placeholder={groups.length === 0 ? T.noGroups : undefined}
              disabled={groups.length === 0}
              searchable
              clearable
            />
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button
              type="submit"
              loading={submitting}
              leftSection={editing ? undefined : <IconSend size={16} aria-hidden />}
            >
              {editing ? T.save : T.sendInvitation}
            </Button>
          </Group>
        </Stack>
      </form>
    </MountedModal>
  );
}
