/**
 * Spec §2/§7 queue filters: a domain and a status, each left out of the request when 'all'.
 * With `changed_since` the server does not apply the status filter (a report that left the
 * filtered status comes back so the console can drop it), so the console checks it too.
 */
import { isModerationStatus, type ModerationStatus, type TReportRecord } from '@vigil/contract';

export const ALL = 'all';

export interface ReportFilters {
  /** A domain name as in the reports, or ALL. */
  domain: string;
  /** A known status, or ALL. */
  status: string;
}

export const NO_FILTERS: ReportFilters = { domain: ALL, status: ALL };

export function reportFilterQuery(filters: ReportFilters): {
  status?: ModerationStatus;
  domain?: string;
} {
  const query: { status?: ModerationStatus; domain?: string } = {};
  if (filters.status !== ALL && isModerationStatus(filters.status)) query.status = filters.status;
  if (filters.domain !== ALL && filters.domain !== '') query.domain = filters.domain;
  return query;
}

export function matchesStatusFilter(
  report: Pick<TReportRecord, 'status'>,
  filters: ReportFilters,
): boolean {
  return filters.status === ALL || report.status === filters.status;
}
