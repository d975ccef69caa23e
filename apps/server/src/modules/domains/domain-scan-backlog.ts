/**
 * GET /domains/:id/scan-backlog (decision 0198): how many of the domain's items the engine has
 * yet to decide, and since when, as the reports module counts them. 404 for another tenant's
 * domain.
 */
import type { TDomainScanBacklog } from '@vigil/contract';
import type { AppContext } from '../../context';
import { toApiTimestamp } from '../../lib/clock';
import { tenantDomain } from './domains.service';

export async function getDomainScanBacklog(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
): Promise<TDomainScanBacklog> {
  await tenantDomain(ctx.database.db, tenantId, domainId);
  const backlog = await ctx.services.reports.findScanBacklog(tenantId, domainId);
  return {
    waiting: backlog.waiting,
    oldest_submitted_at:
      backlog.oldestSubmittedAt === null ? null : toApiTimestamp(backlog.oldestSubmittedAt),
  };
}
