import {
  BULK_REVIEW_MESSAGES,
  BULK_REVIEW_TEXTS as B,
  type BulkDecision,
  type TBulkDecisionResult,
  type TLocalReport,
  type TModerationDecision,
} from '@vigil/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { focusReturnTarget, returnFocus } from '../../../components/focus-return';
import { showPersistentNotification, showSuccessToast } from '../../../components/notifications';
import { useBulkDecide } from './use-bulk-decide';
import { useBulkMarks } from './use-bulk-marks';

/** A decided result as the queue's single-decision update reads it. */
function asDecision(result: TBulkDecisionResult): TModerationDecision | null {
  const { status, decided_by: decidedBy, decided_at: decidedAt, delivery } = result;
  if (result.outcome !== 'decided' || status === null || decidedAt === null || delivery === null) {
    return null;
  }
  return { id: result.id, status, decided_by: decidedBy ?? '', decided_at: decidedAt, delivery };
}

/** Everything went as asked and every site has it: a toast; otherwise a note that stays. */
function announce(
  decision: BulkDecision,
  results: readonly TBulkDecisionResult[],
  failed: boolean,
) {
  const summary = BULK_REVIEW_MESSAGES.summary(decision, results);
  const clean = results.every(
    (result) =>
      result.outcome === 'decided' &&
      (result.delivery === 'delivered' ||
        (decision === 'approve' && result.delivery === 'no-plugin')),
  );
  if (failed) showPersistentNotification(`${summary} ${B.failed}`);
  else if (clean) showSuccessToast(summary);
  else showPersistentNotification(summary);
}

/**
 * Bulk review in the queue (decision 0178): the marks, the confirmation, and the decision sent
 * in parts, each part's decided cards updated as it lands. Focus goes back to what opened the
 * confirmation when it closes (decision 0176).
 */
export function useBulkReview(
  reports: readonly TLocalReport[],
  applyDecision: (decision: TModerationDecision) => void,
) {
  const loadedIds = useMemo(() => reports.map((report) => String(report._id)), [reports]);
  const marks = useBulkMarks(loadedIds);
  const [asking, setAsking] = useState<BulkDecision | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const { drop } = marks;
  const onPart = useCallback(
    (results: readonly TBulkDecisionResult[]) => {
      for (const result of results) {
        const decision = asDecision(result);
        if (decision) applyDecision(decision);
      }
      drop(results.map((result) => String(result.id)));
    },
    [applyDecision, drop],
  );
  const decide = useBulkDecide(onPart);

  const markedReports = useMemo(
    () => reports.filter((report) => marks.marked.has(String(report._id))),
    [reports, marks.marked],
  );

  const ask = useCallback(
    (decision: BulkDecision) => {
      if (marks.marked.size === 0 || decide.isPending) return;
      returnTo.current = focusReturnTarget();
      setAsking(decision);
    },
    [marks.marked.size, decide.isPending],
  );
  const cancel = useCallback(() => {
    returnFocus(returnTo.current);
    setAsking(null);
  }, []);
  const { mutate } = decide;
  const confirm = useCallback(() => {
    if (asking === null) return;
    const decision = asking;
    returnFocus(returnTo.current);
    setAsking(null);
    mutate(
      { decision, ids: markedReports.map((report) => String(report._id)) },
      { onSuccess: ({ results, failed }) => announce(decision, results, failed) },
    );
  }, [asking, markedReports, mutate]);

  return {
    marks,
    markedReports,
    asking,
    progress: decide.progress,
    ask,
    cancel,
    confirm,
  };
}
