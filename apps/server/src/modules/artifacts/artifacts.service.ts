import { ARTIFACT_URL_TTL_SECONDS, ROLES } from '@vigil/contract';
import type { AppContext } from '../../context';
import type { AuthorizedRequest } from '../../http/authorize';
import { listDomainRows } from '../domains/domains.queries';
import { artifactReportId, isTenantArtifactPath } from './artifact-store';

/**
 * A short-lived URL of the artifact at `path`, or false. The URL is given only when the path
 * has the caller's tenant shape, a report of that tenant currently names it, and — for a
 * moderator — the report's domain is one the moderator's groups may moderate (the rule of the
 * domain list: a domain without groups is open to every moderator). Every refusal is the same
 * `false` as an absent artifact, so the answer tells nothing about other tenants or domains;
 * a path of any other shape (traversal, another tenant's prefix) never reaches the store.
 */
export async function artifactUrl(
  ctx: AppContext,
  auth: AuthorizedRequest,
  path: string,
): Promise<string | false> {
  if (!isTenantArtifactPath(auth.tenantId, path)) return false;
  const reportId = artifactReportId(path);
  if (reportId === undefined) return false;
  const { db } = ctx.database;
  const report = await ctx.services.reports.findArtifactReport(auth.tenantId, reportId, path);
  if (!report) return false;
  if (auth.roleId !== ROLES.administrator) {
    // A deleted domain's items (domain_id null) are left to administrators.
    if (report.domain_id === null) return false;
    const open = await listDomainRows(db, auth.tenantId, auth.userId);
    if (!open.some((domain) => domain.id === report.domain_id)) return false;
  }
  return ctx.artifacts.signedUrl(path, ARTIFACT_URL_TTL_SECONDS);
}
