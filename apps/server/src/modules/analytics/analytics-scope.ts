/**
 * Whose numbers an Analytics call reads (decision 0170): the dashboard's rule (0141) —
 * moderators the domains open to their moderation groups, administrators and viewers every
 * domain, deleted ones included — narrowed by `domain_ids` to the named domains the caller
 * sees. An id the caller cannot see, of another tenant or of a deleted domain, counts nothing.
 */
import type { ReportContentType } from '@vigil/contract';
import type { AppContext } from '../../context';
import { dashboardScope, type DashboardScope } from '../dashboard/dashboard-scope';
import type { ReportViewer } from '../reports/reports.service';

export interface AnalyticsScope extends DashboardScope {
  /** One content type, or undefined for all. */
  contentType: ReportContentType | undefined;
  /** The existing domain in view when it is the only one (its thresholds can be shown). */
  onlyDomainId: string | undefined;
}

export interface AnalyticsFilters {
  domain_ids?: readonly string[] | undefined;
  content_type?: ReportContentType | undefined;
}

export async function analyticsScope(
  ctx: AppContext,
  viewer: ReportViewer,
  filters: AnalyticsFilters,
): Promise<AnalyticsScope> {
  const scope = await dashboardScope(ctx, viewer);
  const named = filters.domain_ids ?? [];
  const domainIds =
    named.length === 0
      ? scope.domainIds
      : [...new Set(named)].filter((id) => scope.domains.has(id));
  const [only] = domainIds ?? [];
  return {
    ...scope,
    domainIds,
    contentType: filters.content_type,
    onlyDomainId: domainIds?.length === 1 ? only : undefined,
  };
}

/** Whether a row's content type passes the filter. */
export const typeMatches = (scope: AnalyticsScope, contentType: string | undefined): boolean =>
  scope.contentType === undefined || scope.contentType === contentType;
