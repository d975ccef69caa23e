import { Button, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import {
  SETTINGS_FIELD_LABELS as L,
  SETTINGS_SCREEN_TEXTS as T,
  ZModerationGroupFieldsSchema,
  type TModerationGroup,
  type TUser,
} from '@vigil/contract';
import { useState } from 'react';
import { MountedModal } from '../../../components/mounted-modal';
import { showSuccessToast } from '../../../components/notifications';
import { useFormSubmit } from '../../../components/use-form-submit';
import { chosenIds, idOptions } from '../shared/id-options';
import { useSaveModerationGroup } from './use-moderation-groups';

const FIELDS = ['name', 'member_ids'] as const;

export interface GroupFormDialogProps {
  /** null: create a group; otherwise rename it and choose its members. */
  group: TModerationGroup | null;
  users: readonly TUser[];
  onClose: () => void;
}

export function GroupFormDialog({ group, users, onClose }: GroupFormDialogProps) {
  const [name, setName] = useState(group?.name ?? '');
  const [members, setMembers] = useState<string[]>(group ? group.member_ids.map(String) : []);
  const save = useSaveModerationGroup();
  const { errors, submitting, handleSubmit } = useFormSubmit({
    schema: ZModerationGroupFieldsSchema,
    fields: FIELDS,
    send: (body) => save.mutateAsync({ id: group?.id ?? null, body }),
    onSuccess: (reply) => {
      showSuccessToast(reply.message);
      onClose();
    },
  });

  return (
    <MountedModal
      onClose={onClose}
      centered
      size="lg"
      title={group ? T.editGroupTitle(group.name) : T.addGroupTitle}
    >
      <form
        onSubmit={handleSubmit(() => ({ name, member_ids: chosenIds(users, members) }))}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label={L.groupName}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            leftSection={<IconUsersGroup size={16} aria-hidden />}
            autoComplete="off"
            data-autofocus
          />
          <MultiSelect
            label={L.members}
            data={idOptions(users, (user) => `${user.name} (${user.email})`)}
            value={members}
            onChange={setMembers}
            error={errors.member_ids}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </MountedModal>
  );
}
