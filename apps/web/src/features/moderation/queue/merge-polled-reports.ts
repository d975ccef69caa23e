/**
 * Polled reports into the loaded queue (spec §4): new ones are added unread, a changed one
 * replaces the loaded copy by `_id` (unread again: it changed), and one that no longer matches
 * the status filter is dropped. Polling overlaps by a few seconds, and our own decisions come
 * back as changes, so a report the queue already shows in that state keeps its place and its
 * read state (its fields are refreshed).
 */
import { mergeReports, type TLocalReport, type TReportRecord } from '@vigil/contract';
import { matchesStatusFilter, type ReportFilters } from './report-filters';

/**
 * The same version (a repeat from the overlap), or the server's copy of the decision this
 * console just applied in place (the local copy has no new `updated_at` to compare).
 */
function sameVisibleState(local: TReportRecord, incoming: TReportRecord): boolean {
  if (local.updated_at === incoming.updated_at) return true;
  return (
    local.decision_source === 'human' &&
    incoming.decision_source === 'human' &&
    local.status === incoming.status &&
    local.decided_at === incoming.decided_at &&
    local.decided_by === incoming.decided_by &&
    local.content === incoming.content
  );
}

export function mergePolledReports(
  current: TLocalReport[],
  incoming: readonly TReportRecord[],
  filters: ReportFilters,
): TLocalReport[] {
  if (incoming.length === 0) return current;
  const droppedIds = new Set(
    incoming
      .filter((report) => !matchesStatusFilter(report, filters))
      .map((report) => String(report._id)),
  );
  const refreshed = new Map<string, TReportRecord>();
  const changed: TReportRecord[] = [];
  const loaded = new Map(current.map((local) => [String(local._id), local]));
  for (const report of incoming) {
    const id = String(report._id);
    if (droppedIds.has(id)) continue;
    const local = loaded.get(id);
    if (local !== undefined && sameVisibleState(local, report)) refreshed.set(id, report);
    else changed.push(report);
  }
  const kept = current
    .filter((local) => !droppedIds.has(String(local._id)))
    .map((local) => {
      const fresh = refreshed.get(String(local._id));
      return fresh === undefined ? local : { ...fresh, _new: local._new };
    });
  if (changed.length === 0) return kept;
  // Polls answer oldest change first; new reports go on top newest first, like the pages.
  const newestFirst = [...changed].sort((a, b) => b.utc_datetime.localeCompare(a.utc_datetime));
  return mergeReports(kept, newestFirst);
}
