import { Button, MultiSelect, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  DOMAIN_FIELD_LABELS as L,
  DOMAIN_SCREEN_TEXTS as T,
  sameId,
  type TId,
  type TModerationGroup,
} from '@vigil/contract';
import { useState } from 'react';
import { showSuccessToast } from '../../../components/notifications';
import {
  useDomainModerationGroups,
  useSaveDomainModerationGroups,
  useTenantModerationGroups,
} from '../api/use-domain-moderation-groups';
import { Panel } from './panel';

/** Spec §6: the groups whose members may moderate this domain (none: every moderator). */
export function ModerationGroupsPanel({ domainId }: { domainId: string }) {
  const groups = useTenantModerationGroups();
  const linked = useDomainModerationGroups(domainId);
  return (
    <Panel title={T.groupsTitle} description={T.groupsBody}>
      {groups.data === undefined || linked.data === undefined ? (
        <Skeleton height={36} radius="sm" aria-label={T.loadingSection} />
      ) : groups.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.noGroupsExist}
        </Text>
      ) : (
        <GroupsForm domainId={domainId} groups={groups.data.data} linked={linked.data.data} />
      )}
    </Panel>
  );
}

/** Mounted once both lists are known, so its state starts from the saved choice. */
function GroupsForm({
  domainId,
  groups,
  linked,
}: {
  domainId: string;
  groups: readonly TModerationGroup[];
  linked: readonly TId[];
}) {
  const [values, setValues] = useState<string[]>(() =>
    groups.filter((group) => linked.some((id) => sameId(id, group.id))).map((g) => String(g.id)),
  );
  const save = useSaveDomainModerationGroups(domainId);
  const submit = () => {
    const ids = groups.filter((group) => values.includes(String(group.id))).map((g) => g.id);
    save.mutate(ids, { onSuccess: (reply) => showSuccessToast(reply.message) });
  };
  return (
    <Stack gap="sm">
      <MultiSelect
        label={L.moderationGroups}
        data={groups.map((group) => ({ value: String(group.id), label: group.name }))}
        value={values}
        onChange={setValues}
        placeholder={values.length === 0 ? T.groupsPlaceholder : undefined}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        variant="light"
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        onClick={submit}
        loading={save.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        {T.saveGroups}
      </Button>
    </Stack>
  );
}
