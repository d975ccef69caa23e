import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconFilterOff, IconInbox } from '@tabler/icons-react';
import {
  BULK_REVIEW_TEXTS as B,
  MODERATION_SCREEN_TEXTS as T,
  NAV_LABELS,
  type TLocalReport,
} from '@vigil/contract';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useReportActions } from './actions/use-report-actions';
import { AuthorHistoryDialog } from './author/author-history-dialog';
import { useReportDomains } from './api/use-report-domains';
import { useReportQueue } from './api/use-report-queue';
import { BulkBar } from './bulk/bulk-bar';
import { BulkConfirmBody } from './bulk/bulk-confirm-body';
import { useBulkReview } from './bulk/use-bulk-review';
import { ConfirmModal } from './components/confirm-modal';
import { PreviewDialog } from './components/preview-dialog';
import { QueueToolbar } from './components/queue-toolbar';
import { ReportCard } from './components/report-card';
import { ReportCardSkeleton } from './components/report-card-skeleton';
import { ReportList, type ScrollTarget } from './components/report-list';
import { ShortcutHelp } from './components/shortcut-help';
import { useQueueShortcuts } from './keyboard/use-queue-shortcuts';
import { useModerationLocked } from './lock/lock-events';
import { ModerationLockGate } from './lock/moderation-lock-gate';
import { useModerationPreferences } from './preferences/use-moderation-preferences';
import { NO_FILTERS, type ReportFilters } from './queue/report-filters';

/** Ids of opened cards and revealed media outlive the cards (virtualised rows unmount). */
function toggled(set: ReadonlySet<string>, id: string, on?: boolean): Set<string> {
  const next = new Set(set);
  if (on ?? !next.has(id)) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * The queue with its state: filters, the loaded reports (kept while the lock screen shows, so
 * the break does not lose the moderator's place), selection, opened cards, revealed media and
 * the dialogs. Polling pauses while moderation is locked.
 */
export interface ModerationQueueProps {
  /** Administrators add author rules from an author's history (decision 0181). */
  canTrustAuthors: boolean;
  /** Shown above the filters: the switch to the Appeals view (decision 0185). */
  header?: ReactNode;
}

export function ModerationQueue({ canTrustAuthors, header }: ModerationQueueProps) {
  const locked = useModerationLocked();
  const [filters, setFilters] = useState<ReportFilters>(NO_FILTERS);
  const { state, loadOlder, markRead, applyDecision } = useReportQueue(filters, locked);
  const domains = useReportDomains();
  const { preferences, update: updatePreferences } = useModerationPreferences();
  const actions = useReportActions(applyDecision);
  const bulk = useBulkReview(state.reports, applyDecision);
  const { toggle: toggleMark } = bulk.marks;
  const mark = useCallback(
    (report: TLocalReport, range: boolean) => toggleMark(String(report._id), range),
    [toggleMark],
  );

  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [scrollTarget, setScrollTarget] = useState<ScrollTarget | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const [author, setAuthor] = useState<string | null>(null);

  const reports = state.reports;
  const selectedIndex = useMemo(
    () =>
      selectedId === null ? -1 : reports.findIndex((report) => String(report._id) === selectedId),
    [reports, selectedId],
  );
  const selected: TLocalReport | undefined = reports[selectedIndex];

  const select = useCallback(
    (report: TLocalReport) => {
      const id = String(report._id);
      setSelectedId(id);
      setFocusId((current) => (current === id ? null : current));
      markRead(report._id);
    },
    [markRead],
  );

  const move = (step: 1 | -1) => {
    if (reports.length === 0) return;
    const index =
      selectedIndex < 0 ? 0 : Math.min(reports.length - 1, Math.max(0, selectedIndex + step));
    const report = reports[index];
    if (report === undefined) return;
    setSelectedId(String(report._id));
    setFocusId(String(report._id));
    setScrollTarget((current) => ({ index, seq: (current?.seq ?? 0) + 1 }));
    markRead(report._id);
  };

  const toggleExpanded = useCallback(
    (report: TLocalReport) => {
      setExpanded((current) => toggled(current, String(report._id)));
      markRead(report._id);
    },
    [markRead],
  );
  const reveal = useCallback(
    (report: TLocalReport) => setRevealed((current) => toggled(current, String(report._id), true)),
    [],
  );

  const changeFilters = (next: ReportFilters) => {
    setFilters(next);
    bulk.marks.clear();
    setSelectedId(null);
    setFocusId(null);
    setScrollTarget(null);
  };

  useQueueShortcuts(!locked, {
    next: () => move(1),
    previous: () => move(-1),
    unpublish: () => selected && actions.request('unpublish', selected),
    approve: () => selected && actions.request('approve', selected),
    preview: () => selected && actions.request('preview', selected),
    mark: () => selected && mark(selected, false),
    unpublishMarked: () => bulk.ask('unpublish'),
    approveMarked: () => bulk.ask('approve'),
    help: actions.openHelp,
  });

  const renderCard = (report: TLocalReport) => {
    const id = String(report._id);
    return (
      <ReportCard
        report={report}
        selected={id === selectedId}
        marked={bulk.marks.marked.has(id)}
        focusRequested={id === focusId}
        expanded={expanded.has(id)}
        revealed={revealed.has(id)}
        cardState={preferences.cardState}
        blurMedia={preferences.blurMedia}
        onSelect={select}
        onMark={mark}
        onToggleExpanded={toggleExpanded}
        onReveal={reveal}
        onAction={actions.request}
        onOpenAuthor={setAuthor}
      />
    );
  };

  const filtered = filters.domain !== NO_FILTERS.domain || filters.status !== NO_FILTERS.status;
  const body = () => {
    if (!state.loaded) {
      return (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={T.loadingQueue}>
          {[0, 1, 2].map((index) => (
            <ReportCardSkeleton key={index} label={T.loadingQueue} />
          ))}
        </Stack>
      );
    }
    if (reports.length === 0) {
      return filtered ? (
        <EmptyState
          icon={<IconFilterOff size={28} aria-hidden />}
          title={T.emptyFilteredTitle}
          description={T.emptyFiltered}
        />
      ) : (
        <EmptyState
          icon={<IconInbox size={28} aria-hidden />}
          title={T.emptyQueueTitle}
          description={T.emptyQueue}
        />
      );
    }
    return (
      <Stack gap="xs">
        <BulkBar
          loaded={reports.length}
          marked={bulk.marks.marked.size}
          progress={bulk.progress}
          onMarkAll={bulk.marks.markAll}
          onClear={bulk.marks.clear}
          onDecide={bulk.ask}
        />
        <ReportList
          reports={reports}
          renderCard={renderCard}
          hasMore={state.nextCursor !== null}
          loadingOlder={state.loadingOlder}
          onEndReached={loadOlder}
          scrollTarget={scrollTarget}
        />
      </Stack>
    );
  };

  const dialog = actions.dialog;
  const confirmReport = dialog !== null && dialog.kind !== 'help' ? dialog.report : null;
  return (
    <ModerationLockGate>
      <PageHeader title={NAV_LABELS.moderation} description={T.description} />
      <Stack gap="lg">
        {header}
        <QueueToolbar
          filters={filters}
          onFiltersChange={changeFilters}
          domains={domains.data?.data}
          preferences={preferences}
          onPreferencesChange={updatePreferences}
          onHelp={actions.openHelp}
        />
        <VisuallyHidden role="status" aria-live="polite">
          {state.lastArrivals > 0 ? T.newReports(state.lastArrivals) : ''}
        </VisuallyHidden>
        {body()}
      </Stack>
      <ConfirmModal
        opened={dialog?.kind === 'unpublish'}
        title={T.unpublishConfirmTitle}
        body={confirmBody(T.unpublishConfirmBody, confirmReport)}
        confirmLabel={T.unpublish}
        confirmColor="red"
        onConfirm={actions.confirm}
        onCancel={actions.close}
      />
      <ConfirmModal
        opened={dialog?.kind === 'approve'}
        title={T.approveConfirmTitle}
        body={confirmBody(T.approveConfirmBody, confirmReport)}
        confirmLabel={T.approve}
        confirmColor="green"
        onConfirm={actions.confirm}
        onCancel={actions.close}
      />
      <ConfirmModal
        opened={dialog?.kind === 'preview-warning'}
        title={T.previewWarningTitle}
        body={T.previewWarningBody}
        confirmLabel={T.showContent}
        confirmColor="orange"
        onConfirm={actions.confirm}
        onCancel={actions.close}
      />
      <ConfirmModal
        opened={bulk.asking !== null}
        title={B.confirmTitle(bulk.asking ?? 'approve', bulk.markedReports.length)}
        body={<BulkConfirmBody decision={bulk.asking ?? 'approve'} reports={bulk.markedReports} />}
        confirmLabel={bulk.asking === 'unpublish' ? B.confirmUnpublish : B.confirmApprove}
        confirmColor={bulk.asking === 'unpublish' ? 'red' : 'green'}
        onConfirm={bulk.confirm}
        onCancel={bulk.cancel}
      />
      <PreviewDialog
        report={dialog?.kind === 'preview' ? dialog.report : null}
        onClose={actions.close}
      />
      <ShortcutHelp opened={dialog?.kind === 'help'} onClose={actions.close} />
      {author === null ? null : (
        <AuthorHistoryDialog
          username={author}
          canTrustAuthors={canTrustAuthors}
          onClose={() => setAuthor(null)}
        />
      )}
    </ModerationLockGate>
  );
}

function confirmBody(text: string, report: TLocalReport | null) {
  return (
    <Stack gap={4}>
      <Text size="sm">{text}</Text>
      {report ? (
        <Text size="sm" c="dimmed">
          {T.decisionSubject(report.username, report.domain)}
        </Text>
      ) : null}
    </Stack>
  );
}
