/**
 * Which reports a caller may see and decide (docs/decisions/0101-moderation-queue-api.md):
 * administrators every report of their tenant; moderators only those of domains their
 * moderation groups may moderate — the rule of the domain list (domains.queries.ts
 * listDomainRows): a domain linked to no group is open to every moderator. A report whose
 * domain was deleted (domain_id null) is left to administrators, as on the artifact route.
 */
import { ROLES } from '@vigil/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export interface ReportViewer {
  tenantId: string;
  userId: string;
  roleId: number;
}

export const seesAllReports = (viewer: ReportViewer): boolean =>
  viewer.roleId === ROLES.administrator;

/** The ids of the tenant's domains the moderator may moderate, as a subquery. */
export function moderatableDomainIds(db: Kysely<Database>, viewer: ReportViewer) {
  return db
    .selectFrom('domains')
    .select('domains.id')
    .where('domains.tenant_id', '=', viewer.tenantId)
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('domain_moderation_groups as open')
              .select('open.group_id')
              .whereRef('open.domain_id', '=', 'domains.id'),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('domain_moderation_groups as link')
            .innerJoin('moderation_group_members as member', 'member.group_id', 'link.group_id')
            .select('link.group_id')
            .whereRef('link.domain_id', '=', 'domains.id')
            .where('member.user_id', '=', viewer.userId),
        ),
      ]),
    );
}

/**
 * The ids of the tenant's domains a domain filter names: the domain list offers registered
 * names, and a report filed under a subdomain (`www.example.com`) belongs to its domain.
 */
export function namedDomainIds(db: Kysely<Database>, tenantId: string, name: string) {
  return db
    .selectFrom('domains')
    .select('domains.id')
    .where('domains.tenant_id', '=', tenantId)
    .where('domains.name', '=', name);
}
