import {
  APPROVE_DELIVERY_MESSAGES,
  MESSAGES,
  UNPUBLISH_DELIVERY_MESSAGES,
  type TLocalReport,
  type TModerationDecision,
} from '@vigil/contract';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { focusReturnTarget, returnFocus } from '../../../components/focus-return';
import { showPersistentNotification, showSuccessToast } from '../../../components/notifications';
import { openProblemDialog } from '../../../components/problem-dialog';
import { useApproveReport, useUnpublishReport } from '../api/use-report-decisions';
import { isActionAvailable, type ReportActionKind } from './report-action-kind';

export type QueueDialog =
  | { kind: 'unpublish' | 'approve' | 'preview-warning' | 'preview'; report: TLocalReport }
  | { kind: 'help' };

/**
 * Site delivery decides the feedback: done is the spec's green toast; anything the moderator
 * must know after the toast has gone (retried, or to be taken down by hand) stays on screen
 * as the orange persistent notification.
 */
function announce(decision: TModerationDecision, kind: 'unpublish' | 'approve'): void {
  const messages = kind === 'unpublish' ? UNPUBLISH_DELIVERY_MESSAGES : APPROVE_DELIVERY_MESSAGES;
  const message = messages[decision.delivery];
  const lasting =
    decision.delivery === 'retrying' || (kind === 'unpublish' && decision.delivery === 'no-plugin');
  if (lasting) showPersistentNotification(message);
  else showSuccessToast(message);
}

/**
 * Spec §8 has moderation call failures only logged, but a report somebody else already
 * decided (409) is the one answer the moderator must see: the server says who decided.
 */
function reportConflict(error: unknown): void {
  if (error instanceof ApiError && error.status === 409) {
    openProblemDialog(error.serverMessage ?? MESSAGES.unexpectedErrorOther);
  }
}

/**
 * The queue's dialogs and decisions: unpublish, approve, preview (warning first), help.
 * Focus goes back to what opened a dialog (a card's button, the card for a shortcut, the help
 * button) when it closes, here rather than by each Modal: the preview follows its warning, and
 * a Modal would give focus back to the warning's button, gone by then (decision 0176).
 */
export function useReportActions(applyDecision: (decision: TModerationDecision) => void) {
  const [dialog, setDialog] = useState<QueueDialog | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const unpublish = useUnpublishReport();
  const approve = useApproveReport();

  const open = useCallback((next: QueueDialog) => {
    returnTo.current = focusReturnTarget();
    setDialog(next);
  }, []);

  const request = useCallback(
    (kind: ReportActionKind, report: TLocalReport) => {
      if (!isActionAvailable(kind, report)) return;
      open({ kind: kind === 'preview' ? 'preview-warning' : kind, report });
    },
    [open],
  );

  const openHelp = useCallback(() => open({ kind: 'help' }), [open]);
  const close = useCallback(() => {
    returnFocus(returnTo.current);
    setDialog(null);
  }, []);

  const confirm = useCallback(() => {
    if (dialog === null || dialog.kind === 'help' || dialog.kind === 'preview') return;
    const { report } = dialog;
    if (dialog.kind === 'preview-warning') {
      setDialog({ kind: 'preview', report });
      return;
    }
    returnFocus(returnTo.current);
    setDialog(null);
    const decide = dialog.kind === 'unpublish' ? unpublish : approve;
    const kind = dialog.kind;
    decide.mutate(report, {
      onSuccess: (reply) => {
        applyDecision(reply.data);
        announce(reply.data, kind);
      },
      onError: reportConflict,
    });
  }, [dialog, unpublish, approve, applyDecision]);

  return { dialog, request, openHelp, close, confirm };
}
