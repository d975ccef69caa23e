import type { AppContext } from '../../context';
import { checkedGroupIds } from '../moderation-groups/moderation-groups.service';
import type { TId } from '@vigil/contract';
import { tenantDomain } from './domains.service';

/** The ids of the groups that may moderate the domain (none: every moderator may). */
export async function getDomainGroups(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
): Promise<string[]> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  const rows = await db
    .selectFrom('domain_moderation_groups')
    .select('group_id')
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .orderBy('group_id')
    .execute();
  return rows.map((row) => row.group_id);
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
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('domain_moderation_groups')
      .where('tenant_id', '=', tenantId)
      .where('domain_id', '=', domainId)
      .execute();
    if (wanted.length === 0) return;
    await trx
      .insertInto('domain_moderation_groups')
      .values(
        wanted.map((groupId) => ({ group_id: groupId, domain_id: domainId, tenant_id: tenantId })),
      )
      .execute();
  });
  return getDomainGroups(ctx, tenantId, domainId);
}
