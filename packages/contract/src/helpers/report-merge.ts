/**
 * Spec §4 report list in the console: `_new` marks unread reports and exists only locally.
 * An incoming report is added with `_new: true`, or replaces the report with the same `_id`
 * in place, also as new — it changed (for example another moderator decided it), so it
 * deserves a second look. Marking read sets `_new` to false. Inputs are never mutated.
 */
import { sameId, type TId } from '../common/ids';
import type { TReportRecord } from '../moderation/report-record';

export type TLocalReport<R extends { _id: TId } = TReportRecord> = R & { _new: boolean };

/** Newly seen reports go first, in the order they came; replacements keep their place. */
export function mergeReports<R extends { _id: TId }>(
  current: readonly TLocalReport<R>[],
  incoming: readonly R[],
): TLocalReport<R>[] {
  const merged = [...current];
  const added: TLocalReport<R>[] = [];
  for (const report of incoming) {
    const fresh: TLocalReport<R> = { ...report, _new: true };
    const existing = merged.findIndex((entry) => sameId(entry._id, report._id));
    if (existing >= 0) {
      merged[existing] = fresh;
      continue;
    }
    const repeated = added.findIndex((entry) => sameId(entry._id, report._id));
    if (repeated >= 0) added[repeated] = fresh;
    else added.push(fresh);
  }
  return [...added, ...merged];
}

export function markReportRead<R extends { _id: TId }>(
  reports: readonly TLocalReport<R>[],
  id: TId,
): TLocalReport<R>[] {
  return reports.map((report) =>
    sameId(report._id, id) && report._new ? { ...report, _new: false } : report,
  );
}
