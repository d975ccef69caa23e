import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconEye, IconUserCheck } from '@tabler/icons-react';
import {
  AUTHOR_HISTORY_TEXTS as T,
  formatTimestamp,
  type AuthorRuleKind,
  type TAuthorDomain,
} from '@vigil/contract';

export interface AuthorDomainsTableProps {
  username: string;
  domains: readonly TAuthorDomain[];
  /** Administrators: the two author rules per domain (decision 0181). */
  canAddRules: boolean;
  /** The domain whose rule is being added, so its buttons wait. */
  busyDomainId: string | null;
  onAddRule: (domain: TAuthorDomain, kind: AuthorRuleKind) => void;
}

const unpublished = (domain: TAuthorDomain): number =>
  domain.outcomes.auto_unpublished + domain.outcomes.manually_unpublished;

/**
 * The author's items per domain. A review rule decides over a trust rule, so once the author
 * is sent to review nothing is offered; trusting is offered until either rule exists.
 */
export function AuthorDomainsTable({
  username,
  domains,
  canAddRules,
  busyDomainId,
  onAddRule,
}: AuthorDomainsTableProps) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {T.domainsTitle}
      </Title>
      <Table.ScrollContainer minWidth={canAddRules ? 640 : 420}>
        <Table verticalSpacing="xs" aria-label={T.domainsTableLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.columnDomain}</Table.Th>
              <Table.Th ta="right">{T.columnItems}</Table.Th>
              <Table.Th ta="right">{T.columnUnpublished}</Table.Th>
              <Table.Th>{T.columnLastSeen}</Table.Th>
              <Table.Th>{T.columnRule}</Table.Th>
              {canAddRules ? <Table.Th>{T.columnActions}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {domains.map((domain) => {
              const id = domain.domain_id === null ? null : String(domain.domain_id);
              return (
                <Table.Tr key={id ?? `deleted:${domain.domain}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {id === null ? T.deletedDomain(domain.domain) : domain.domain}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{domain.total}</Table.Td>
                  <Table.Td ta="right">{unpublished(domain)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" component="time" dateTime={domain.last_seen}>
                      {formatTimestamp(domain.last_seen)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {domain.rule === null ? (
                      <Text size="sm" c="dimmed">
                        {T.noRule}
                      </Text>
                    ) : (
                      <Badge
                        variant="light"
                        color={domain.rule === 'trust' ? 'green' : 'orange'}
                        radius="sm"
                        tt="none"
                      >
                        {T.ruleLabels[domain.rule]}
                      </Badge>
                    )}
                  </Table.Td>
                  {canAddRules ? (
                    <Table.Td>
                      {id === null || domain.rule === 'review' ? null : (
                        <Group gap="xs" wrap="nowrap">
                          {domain.rule === null ? (
                            <Button
                              size="xs"
                              variant="light"
                              color="green"
                              leftSection={<IconUserCheck size={14} aria-hidden />}
                              aria-label={T.trustActionLabel(username, domain.domain)}
                              loading={busyDomainId === id}
                              onClick={() => onAddRule(domain, 'trust')}
                            >
                              {T.trustAction}
                            </Button>
                          ) : null}
                          <Button
                            size="xs"
                            variant="light"
                            color="orange"
                            leftSection={<IconEye size={14} aria-hidden />}
                            aria-label={T.reviewActionLabel(username, domain.domain)}
                            loading={busyDomainId === id}
                            onClick={() => onAddRule(domain, 'review')}
                          >
                            {T.reviewAction}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
