/**
 * Spec §4 report list in the console: `_new` marks unread reports and exists only locally.
 * An incoming report is added with `_new: true`, or replaces the report with the same `_id`
 * in place, also as new — it changed (for example another moderator decided it), so it
 * deserves a second look. Marking read sets `_new` to false. Inputs are never mutated.
 */
import { sameId, type TId } from '../common/ids';
import type { TReportRecord } from '../moderation/report-record';

export type TLocalReport<R extends { _id: TId } = TReportRecord> = R & { _new: boolean };

/**
 * Newly seen reports go first, in the order they came; replacements keep their place. A
 * report that arrives again unchanged (same `updated_at` — polling overlaps a few seconds, so
 * repeats are normal) keeps its entry and its read state.
 */
export function mergeReports<R extends { _id: TId; updated_at?: string }>(
  current: readonly TLocalReport<R>[],
  incoming: readonly R[],
): TLocalReport<R>[] {
  const merged = [...current];
  const position = new Map(merged.map((entry, index) => [String(entry._id), index]));
  const added: TLocalReport<R>[] = [];
  const addedPosition = new Map<string, number>();
  for (const report of incoming) {
    const key = String(report._id);
    const fresh: TLocalReport<R> = { ...report, _new: true };
    const existing = position.get(key);
    if (existing !== undefined) {
      const before = merged[existing];
      const unchanged =
        before !== undefined &&
        report.updated_at !== undefined &&
        before.updated_at === report.updated_at;
      if (!unchanged) merged[existing] = fresh;
      continue;
    }
    const repeated = addedPosition.get(key);
    if (repeated !== undefined) added[repeated] = fresh;
    else {
      addedPosition.set(key, added.length);
      added.push(fresh);
    }
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
