import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconListCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  DOMAIN_SCREEN_TEXTS as T,
  MESSAGES,
  formatTimestamp,
  type TDomainRule,
} from '@vigil/contract';
import { useState } from 'react';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { IconActionButton } from '../../../components/icon-action-button';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { showSuccessToast } from '../../../components/notifications';
import { LoadFailed } from './load-failed';
import { RuleActionBadge } from './rule-action-badge';
import { RuleFormDialog } from './rule-form-dialog';
import { useDeleteDomainRule, useDomainRules } from './use-domain-rules';

/** A block pattern written between slashes is a regular expression (decision 0091). */
function isRegex(rule: TDomainRule): boolean {
  const { pattern } = rule;
  return (
    rule.kind === 'block' && pattern.length >= 3 && pattern.startsWith('/') && pattern.endsWith('/')
  );
}

/**
 * Spec §2 Rules: 'Coming soon...' while the domain has no rules, with Add rule beside it; then
 * the rules in a table, each deleted after a confirmation.
 */
export function RulesTab({ domainId }: { domainId: string }) {
  const rules = useDomainRules(domainId);
  const remove = useDeleteDomainRule(domainId);
  const [adding, setAdding] = useState(false);

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      {T.addRule}
    </Button>
  );

  const confirmDelete = (rule: TDomainRule) =>
    openConfirmDialog({
      title: T.deleteRuleTitle,
      message: T.deleteRuleBody(rule.pattern),
      confirmLabel: T.delete,
      danger: true,
      onConfirm: () =>
        remove.mutate(rule.id, { onSuccess: (reply) => showSuccessToast(reply.message) }),
    });

  const body = () => {
    if (rules.isError) return <LoadFailed onRetry={() => void rules.refetch()} />;
    if (rules.data === undefined) return <LoadingSkeleton lines={3} label={T.loadingSection} />;
    if (rules.data.data.length === 0) {
      return (
        <EmptyState
          withBorder={false}
          icon={<IconListCheck size={28} aria-hidden />}
          title={MESSAGES.comingSoon}
          description={T.rulesBody}
          actions={addButton}
        />
      );
    }
    return (
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text size="sm" c="dimmed" maw={620}>
            {T.rulesBody}
          </Text>
          {addButton}
        </Group>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={T.rulesTableLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.columnKind}</Table.Th>
                <Table.Th>{T.columnPattern}</Table.Th>
                <Table.Th>{T.columnRuleAction}</Table.Th>
                <Table.Th>{T.columnAdded}</Table.Th>
                <Table.Th ta="right">{T.columnActions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.data.data.map((rule) => (
                <Table.Tr key={String(rule.id)}>
                  <Table.Td>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {T.ruleKindShort[rule.kind]}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-word' }}>
                        {rule.pattern}
                      </Text>
                      {isRegex(rule) ? (
                        <Badge size="xs" variant="outline" color="gray" miw="max-content">
                          {T.regexBadge}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <RuleActionBadge action={rule.action} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatTimestamp(rule.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <IconActionButton
                        label={T.delete}
                        ariaLabel={T.deleteRule(rule.pattern)}
                        icon={IconTrash}
                        color="red"
                        onClick={() => confirmDelete(rule)}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    );
  };

  return (
    <>
      {body()}
      {adding ? <RuleFormDialog domainId={domainId} onClose={() => setAdding(false)} /> : null}
    </>
  );
}
