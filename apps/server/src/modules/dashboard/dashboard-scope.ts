/**
 * Whose numbers a caller reads (decision 0141): administrators and viewers every domain of
 * their tenant, deleted ones included; a moderator only the domains open to their moderation
 * groups — the queue's rule (reports/report-visibility.ts), so a moderator's dashboard never
 * counts an item they could not open.
 */
import { CHART_LABELS, ROLES } from '@vigil/contract';
import type { AppContext } from '../../context';
import { listDomainRows } from '../domains/domains.queries';
import type { ReportViewer } from '../reports/reports.service';

export interface DashboardScope {
  tenantId: string;
  /** Existing domains the caller may see, by id. */
  domains: Map<string, string>;
  /** The roll-ups' domain filter: null reads every domain, deleted ones included. */
  domainIds: readonly string[] | null;
}

/** Whether the caller's numbers are limited to their moderation groups' domains. */
export const limitedToGroups = (viewer: ReportViewer): boolean => viewer.roleId === ROLES.moderator;

export async function dashboardScope(
  ctx: AppContext,
  viewer: ReportViewer,
): Promise<DashboardScope> {
  const limited = limitedToGroups(viewer);
  const rows = await listDomainRows(
    ctx.database.db,
    viewer.tenantId,
    limited ? viewer.userId : undefined,
  );
  const domains = new Map(rows.map((row) => [row.id, row.name]));
  return { tenantId: viewer.tenantId, domains, domainIds: limited ? [...domains.keys()] : null };
}

/**
 * The roll-up filter of an administrator or viewer, known without a query: every domain. Its
 * `domains` is empty; what names or counts the domains waits for dashboardScope.
 */
export const everyDomain = (viewer: ReportViewer): DashboardScope => ({
  tenantId: viewer.tenantId,
  domains: new Map(),
  domainIds: null,
});

/** A deleted domain (or none) is gathered under '' and named CHART_LABELS.deletedDomains. */
export const domainKey = (scope: DashboardScope, domainId: string): string =>
  scope.domains.has(domainId) ? domainId : '';
export const domainName = (scope: DashboardScope, key: string): string =>
  scope.domains.get(key) ?? CHART_LABELS.deletedDomains;
