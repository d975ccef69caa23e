/**
 * The loaded queue: reports newest first with their local unread flag, where the next older
 * page starts, and where polling continues. A reducer, so each change is one tested step.
 */
import {
  markReportRead,
  sameId,
  type TId,
  type TListReportsResponse,
  type TLocalReport,
  type TModerationDecision,
  type TReportRecord,
} from '@vigil/contract';
import { mergePolledReports } from './merge-polled-reports';
import type { ReportFilters } from './report-filters';

export interface QueueState {
  filters: ReportFilters;
  /** False until the first page has answered for these filters. */
  loaded: boolean;
  reports: TLocalReport[];
  /** `cursor` of the next older page; null at the end. */
  nextCursor: string | null;
  /** `changed_since` of the next poll; null before the first page. */
  pollCursor: string | null;
  loadingOlder: boolean;
  /** Reports that arrived by the last poll, for the live announcement. */
  lastArrivals: number;
}

export type QueueAction =
  | { type: 'reset'; filters: ReportFilters }
  | { type: 'first-page'; page: TListReportsResponse }
  | { type: 'older-requested' }
  | { type: 'older-page'; page: TListReportsResponse | null }
  | { type: 'polled'; page: TListReportsResponse }
  | { type: 'read'; id: TId }
  | { type: 'decided'; decision: TModerationDecision };

export function initialQueueState(filters: ReportFilters): QueueState {
  return {
    filters,
    loaded: false,
    reports: [],
    nextCursor: null,
    pollCursor: null,
    loadingOlder: false,
    lastArrivals: 0,
  };
}

/** Reports present at first sight count as read: only what arrives later is new. */
function asRead(reports: readonly TReportRecord[]): TLocalReport[] {
  return reports.map((report) => ({ ...report, _new: false }));
}

function appendUnseen(current: TLocalReport[], older: readonly TReportRecord[]): TLocalReport[] {
  const seen = new Set(current.map((report) => String(report._id)));
  const added = older.filter((report) => !seen.has(String(report._id)));
  return added.length === 0 ? current : [...current, ...asRead(added)];
}

/** The decision answer, applied in place: the card shows the new status at once. */
function applyDecision(report: TLocalReport, decision: TModerationDecision): TLocalReport {
  return {
    ...report,
    status: decision.status,
    decision_source: 'human',
    decided_by: decision.decided_by,
    decided_at: decision.decided_at,
  };
}

export function queueReducer(state: QueueState, action: QueueAction): QueueState {
  switch (action.type) {
    case 'reset':
      return initialQueueState(action.filters);
    case 'first-page':
      return {
        ...state,
        loaded: true,
        reports: appendUnseen([], action.page.data),
        nextCursor: action.page.next_cursor,
        pollCursor: action.page.poll_cursor,
      };
    case 'older-requested':
      return { ...state, loadingOlder: true };
    case 'older-page':
      if (action.page === null) return { ...state, loadingOlder: false };
      return {
        ...state,
        loadingOlder: false,
        reports: appendUnseen(state.reports, action.page.data),
        nextCursor: action.page.next_cursor,
      };
    case 'polled': {
      const before = new Set(state.reports.map((report) => String(report._id)));
      const reports = mergePolledReports(state.reports, action.page.data, state.filters);
      return {
        ...state,
        reports,
        pollCursor: action.page.poll_cursor,
        lastArrivals: reports.filter((report) => !before.has(String(report._id))).length,
      };
    }
    case 'read': {
      const target = state.reports.find((report) => sameId(report._id, action.id));
      if (!target?._new) return state;
      return { ...state, reports: markReportRead(state.reports, action.id) };
    }
    case 'decided':
      return {
        ...state,
        reports: state.reports.map((report) =>
          sameId(report._id, action.decision.id) ? applyDecision(report, action.decision) : report,
        ),
      };
  }
}
