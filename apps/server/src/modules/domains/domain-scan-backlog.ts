/**
 * GET /domains/:id/scan-backlog (decision 0198): how many of the domain's items the engine has
 * yet to decide, and since when. 404 for another tenant's domain.
 */
import type { TDomainScanBacklog } from '@vigil/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { toApiTimestamp } from '../../lib/clock';
import { tenantDomain } from './domains.service';

export async function getDomainScanBacklog(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
): Promise<TDomainScanBacklog> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  // The queue's index (tenant, status, submitted_at) finds the tenant's PENDING reports; a
  // backlog is the few that have not been decided yet, not the reports of a year.
  const row = await db
    .selectFrom('reports')
    .select([
      sql<number | string>`count(*)`.as('waiting'),
      sql<string | null>`min(submitted_at)`.as('oldest'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'PENDING')
    .where('domain_id', '=', domainId)
    .executeTakeFirstOrThrow();
  const waiting = Number(row.waiting);
  return {
    waiting,
    oldest_submitted_at: waiting > 0 && row.oldest !== null ? toApiTimestamp(row.oldest) : null,
  };
}
