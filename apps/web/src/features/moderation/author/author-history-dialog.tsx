import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUserQuestion } from '@tabler/icons-react';
import {
  AUTHOR_HISTORY_TEXTS as T,
  formatTimestamp,
  type AuthorRuleKind,
  type TAuthorDomain,
  type TAuthorHistory,
} from '@vigil/contract';
import { useState } from 'react';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { MountedModal } from '../../../components/mounted-modal';
import { showSuccessToast } from '../../../components/notifications';
import { useAddAuthorRule } from '../api/use-author-rule';
import { useAuthorHistory } from '../api/use-author-history';
import { AuthorDomainsTable } from './author-domains-table';
import { AuthorOutcomes } from './author-outcomes';
import { AuthorRecentItems } from './author-recent-items';

export interface AuthorHistoryDialogProps {
  username: string;
  /** Administrators add the author rules from here (decision 0181). */
  canTrustAuthors: boolean;
  onClose: () => void;
}

const CONFIRM = {
  trust: { title: T.trustConfirmTitle, body: T.trustConfirmBody, label: T.trustConfirm },
  review: { title: T.reviewConfirmTitle, body: T.reviewConfirmBody, label: T.reviewConfirm },
} as const;

const DONE = { trust: T.trusted, review: T.sentToReview } as const;

/**
 * The author's history across the tenant's domains, as far as the caller may see them: open
 * while mounted, so focus returns to the name that opened it (MountedModal, decision 0176).
 */
export function AuthorHistoryDialog({
  username,
  canTrustAuthors,
  onClose,
}: AuthorHistoryDialogProps) {
  const history = useAuthorHistory(username);
  const addRule = useAddAuthorRule();
  const [busyDomainId, setBusyDomainId] = useState<string | null>(null);

  const ask = (domain: TAuthorDomain, kind: AuthorRuleKind) => {
    if (domain.domain_id === null) return;
    const domainId = String(domain.domain_id);
    const confirm = CONFIRM[kind];
    openConfirmDialog({
      title: confirm.title,
      message: confirm.body(username, domain.domain),
      confirmLabel: confirm.label,
      onConfirm: () => {
        setBusyDomainId(domainId);
        addRule.mutate(
          { domainId, kind, username },
          {
            onSuccess: () => showSuccessToast(DONE[kind](username, domain.domain)),
            onSettled: () => setBusyDomainId(null),
          },
        );
      },
    });
  };

  const body = () => {
    if (history.isPending) {
      return (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={T.loading}>
          <Skeleton height={56} radius="md" />
          <Skeleton height={16} width="60%" radius="sm" />
          <Skeleton height={96} radius="md" />
        </Stack>
      );
    }
    if (history.isError) {
      return (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={T.loadFailed}
        >
          <Button size="xs" variant="default" mt="xs" onClick={() => void history.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      );
    }
    return (
      <HistoryBody
        data={history.data.data}
        canTrustAuthors={canTrustAuthors}
        busyDomainId={busyDomainId}
        onAddRule={ask}
      />
    );
  };

  return (
    <MountedModal onClose={onClose} centered size="xl" title={T.title(username)}>
      <Stack gap="lg">
        {body()}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {T.close}
          </Button>
        </Group>
      </Stack>
    </MountedModal>
  );
}

function HistoryBody({
  data,
  canTrustAuthors,
  busyDomainId,
  onAddRule,
}: {
  data: TAuthorHistory;
  canTrustAuthors: boolean;
  busyDomainId: string | null;
  onAddRule: (domain: TAuthorDomain, kind: AuthorRuleKind) => void;
}) {
  if (data.total === 0) {
    return (
      <EmptyState
        icon={<IconUserQuestion size={28} aria-hidden />}
        title={T.emptyTitle}
        description={T.emptyBody}
        withBorder={false}
      />
    );
  }
  const when = (timestamp: string | null) =>
    timestamp === null ? '—' : formatTimestamp(timestamp);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Fact label={T.totalLabel} value={T.items(data.total)} />
        <Fact label={T.firstSeen} value={when(data.first_seen)} />
        <Fact label={T.lastSeen} value={when(data.last_seen)} />
      </SimpleGrid>
      <AuthorOutcomes outcomes={data.outcomes} total={data.total} />
      <AuthorDomainsTable
        username={data.username}
        domains={data.domains}
        canAddRules={canTrustAuthors}
        busyDomainId={busyDomainId}
        onAddRule={onAddRule}
      />
      <AuthorRecentItems items={data.recent} />
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}
