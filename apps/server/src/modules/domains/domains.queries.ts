import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { DomainsTable } from '../../db/schema/domains';
import { openToModerator } from './moderator-domain-access';

export type DomainRow = Selectable<DomainsTable>;

const DOMAIN_COLUMNS = [
  'domains.id',
  'domains.tenant_id',
  'domains.name',
  'domains.description',
  'domains.enabled',
  'domains.created_at',
  'domains.updated_at',
] as const;

/**
 * The tenant's domains by name. With `moderatorId`, only those that moderator may moderate:
 * a domain linked to no group is open to every moderator, a linked one only to the members of
 * its groups (spec §6, docs/decisions/0053-moderation-groups.md).
 */
export async function listDomainRows(
  db: Kysely<Database>,
  tenantId: string,
  moderatorId?: string,
): Promise<DomainRow[]> {
  let query = db
    .selectFrom('domains')
    .select(DOMAIN_COLUMNS)
    .where('domains.tenant_id', '=', tenantId);
  if (moderatorId !== undefined) {
    query = query.where(openToModerator(moderatorId));
  }
  return query.orderBy('domains.name').orderBy('domains.id').execute();
}

export async function findDomainRow(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
): Promise<DomainRow | undefined> {
  return db
    .selectFrom('domains')
    .select(DOMAIN_COLUMNS)
    .where('domains.tenant_id', '=', tenantId)
    .where('domains.id', '=', domainId)
    .executeTakeFirst();
}

export async function findDomainRowByName(
  db: Kysely<Database>,
  tenantId: string,
  name: string,
): Promise<DomainRow | undefined> {
  return db
    .selectFrom('domains')
    .select(DOMAIN_COLUMNS)
    .where('domains.tenant_id', '=', tenantId)
    .where('domains.name', '=', name)
    .executeTakeFirst();
}

export async function insertDomainRow(db: Kysely<Database>, row: DomainRow): Promise<void> {
  await db.insertInto('domains').values(row).execute();
}

export async function updateDomainRow(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
  changes: { description?: string; enabled: number; updated_at: string },
): Promise<void> {
  await db
    .updateTable('domains')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', domainId)
    .execute();
}

/**
 * Everything that belongs to the domain goes with it, each table named (foreign keys cascade
 * too, but deletion is not left to that). Reports will be kept (0070).
 */
export async function deleteDomainRows(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
): Promise<void> {
  const scannerIds = db
    .selectFrom('domain_scanners')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId);
  await db
    .deleteFrom('domain_scanner_settings')
    .where('tenant_id', '=', tenantId)
    .where('domain_scanner_id', 'in', scannerIds)
    .execute();
  for (const table of [
    'domain_scanners',
    'domain_extractors',
    'domain_plugins',
    'domain_keys',
    'domain_moderation_groups',
  ] as const) {
    await db
      .deleteFrom(table)
      .where('tenant_id', '=', tenantId)
      .where('domain_id', '=', domainId)
      .execute();
  }
  await db
    .deleteFrom('domains')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', domainId)
    .execute();
}
