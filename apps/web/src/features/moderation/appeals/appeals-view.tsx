import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import { IconMessageReport, IconFilterOff } from '@tabler/icons-react';
import {
  APPEAL_STATUS_LABELS,
  APPEAL_STATUSES,
  APPEALS_SCREEN_TEXTS as T,
  MESSAGES,
  type AppealOutcome,
  type TAppealRecord,
} from '@vigil/contract';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { EmptyState } from '../../../components/empty-state';
import { showPersistentNotification, showSuccessToast } from '../../../components/notifications';
import { openProblemDialog } from '../../../components/problem-dialog';
import { ConfirmModal } from '../components/confirm-modal';
import { ReportCardSkeleton } from '../components/report-card-skeleton';
import { AppealCard } from './appeal-card';
import { useAppeals, useDecideAppeal, type AppealFilter } from './use-appeals';

const FILTER_OPTIONS = [
  ...APPEAL_STATUSES.map((status) => ({ value: status, label: APPEAL_STATUS_LABELS[status] })),
  { value: 'all', label: T.allStatuses },
];

interface Asking {
  appeal: TAppealRecord;
  outcome: AppealOutcome;
  override: boolean;
}

export interface AppealsViewProps {
  canOverride: boolean;
  blurMedia: boolean;
}

/**
 * The Moderation screen's Appeals (decision 0185): authors' appeals, open ones oldest first,
 * each decided with a confirmation by someone other than the person who made the decision.
 */
export function AppealsView({ canOverride, blurMedia }: AppealsViewProps) {
  const [status, setStatus] = useState<AppealFilter>('open');
  const appeals = useAppeals(status);
  const decide = useDecideAppeal();
  const [asking, setAsking] = useState<Asking | null>(null);

  const confirm = () => {
    if (asking === null) return;
    const { appeal, outcome, override } = asking;
    setAsking(null);
    decide.mutate(
      { id: appeal.id, outcome, override },
      {
        onSuccess: (answer) => {
          if (answer.data.delivery === 'retrying') showPersistentNotification(answer.message);
          else showSuccessToast(answer.message);
        },
        onError: (error) => {
          // Someone else decided it, it lapsed, or it is the viewer's own decision: the
          // server says which.
          openProblemDialog(
            error instanceof ApiError
              ? (error.serverMessage ?? MESSAGES.unexpectedErrorOther)
              : MESSAGES.unexpectedErrorOther,
          );
        },
      },
    );
  };

  const records = appeals.data?.flatMap((page) => page.data) ?? [];
  const body = () => {
    if (appeals.isPending) {
      return (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={T.loading}>
          {[0, 1].map((index) => (
            <ReportCardSkeleton key={index} label={T.loading} />
          ))}
        </Stack>
      );
    }
    if (appeals.isError) {
      return (
        <EmptyState
          icon={<IconMessageReport size={28} aria-hidden />}
          title={T.loadFailed}
          description={T.loadFailedHint}
          actions={<Button onClick={() => void appeals.refetch()}>{T.retry}</Button>}
        />
      );
    }
    if (records.length === 0) {
      return status === 'open' ? (
        <EmptyState
          icon={<IconMessageReport size={28} aria-hidden />}
          title={T.emptyTitle}
          description={T.empty}
        />
      ) : (
        <EmptyState
          icon={<IconFilterOff size={28} aria-hidden />}
          title={T.emptyDecidedTitle}
          description={T.emptyDecided}
        />
      );
    }
    return (
      <Stack gap="sm">
        <Stack
          gap="sm"
          component="ul"
          aria-label={T.listLabel}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {records.map((appeal) => (
            <li key={String(appeal.id)}>
              <AppealCard
                appeal={appeal}
                canOverride={canOverride}
                blurMedia={blurMedia}
                busy={decide.isPending && decide.variables.id === appeal.id}
                onDecide={(target, outcome, override) =>
                  setAsking({ appeal: target, outcome, override })
                }
              />
            </li>
          ))}
        </Stack>
        {appeals.hasNextPage ? (
          <Button
            variant="default"
            loading={appeals.isFetchingNextPage}
            onClick={() => void appeals.fetchNextPage()}
            style={{ alignSelf: 'center' }}
          >
            {T.loadMore}
          </Button>
        ) : null}
      </Stack>
    );
  };

  const reversing = asking?.outcome === 'reverse';
  return (
    <Stack gap="lg">
      <NativeSelect
        label={T.statusFilterLabel}
        data={FILTER_OPTIONS}
        value={status}
        onChange={(event) => setStatus(event.currentTarget.value as AppealFilter)}
        w={{ base: '100%', xs: 220 }}
      />
      {body()}
      <ConfirmModal
        opened={asking !== null}
        title={reversing ? T.reverseConfirmTitle : T.upholdConfirmTitle}
        body={
          <Stack gap={4}>
            <Text size="sm">{reversing ? T.reverseConfirmBody : T.upholdConfirmBody}</Text>
            {asking ? (
              <Text size="sm" c="dimmed">
                {T.cardLabel(asking.appeal.report.username, asking.appeal.report.domain)}
              </Text>
            ) : null}
          </Stack>
        }
        confirmLabel={reversing ? T.reverse : T.uphold}
        confirmColor={reversing ? 'green' : 'red'}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </Stack>
  );
}
