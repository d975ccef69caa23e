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
import { openToModerator } from '../domains/moderator-domain-access';

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
    .where(openToModerator(viewer.userId));
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
