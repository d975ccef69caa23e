import type { AppContext } from '../../context';
import { checkedGroupIds } from '../moderation-groups/moderation-groups.service';
import type { TId } from '@vigil/contract';
import { listDomainGroupIds, replaceDomainGroups } from './domain-settings.queries';
import { tenantDomain } from './domains.service';

/** The ids of the groups that may moderate the domain (none: every moderator may). */
export async function getDomainGroups(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
): Promise<string[]> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  return listDomainGroupIds(db, tenantId, domainId);
}

/**
 * Replaces the domain's groups. Every id must be one of this tenant's groups (422 on
 * `group_ids` otherwise, another tenant's id refused like an unknown one): no cross-tenant link.
 */
export async function setDomainGroups(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  groupIds: TId[],
): Promise<string[]> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  const wanted = await checkedGroupIds(db, tenantId, groupIds);
  await db.transaction().execute((trx) => replaceDomainGroups(trx, tenantId, domainId, wanted));
  return getDomainGroups(ctx, tenantId, domainId);
}
