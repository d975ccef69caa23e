import type { TReportRecord } from '@vigil/contract';

/** What a moderator can do to a report (spec §2): each is confirmed first. */
export type ReportActionKind = 'unpublish' | 'approve' | 'preview';

/** Deciding a report again the way a person already decided it would change nothing. */
export function isActionAvailable(kind: ReportActionKind, report: TReportRecord): boolean {
  if (kind === 'unpublish') return report.status !== 'MANUALLY_UNPUBLISHED';
  if (kind === 'approve') return report.status !== 'MANUALLY_IGNORED';
  return true;
}
