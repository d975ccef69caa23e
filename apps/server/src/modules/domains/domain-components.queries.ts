import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export interface DomainScannerJoined {
  id: string;
  domain_id: string;
  status: number;
  scanner_id: number;
  scanner_name: string;
  scanner_description: string;
}

export interface DomainExtractorJoined {
  id: string;
  domain_id: string;
  status: number;
  extractor_id: string;
  extractor_name: string;
  extractor_description: string;
}

/** A domain's scanners (or one, by installation id), with their catalogue entries. */
export async function listDomainScanners(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
  componentId?: string,
): Promise<DomainScannerJoined[]> {
  let query = db
    .selectFrom('domain_scanners as ds')
    .innerJoin('scanners as s', 's.id', 'ds.scanner_id')
    .select([
      'ds.id',
      'ds.domain_id',
      'ds.status',
      's.id as scanner_id',
      's.name as scanner_name',
      's.description as scanner_description',
    ])
    .where('ds.tenant_id', '=', tenantId)
    .where('ds.domain_id', '=', domainId);
  if (componentId !== undefined) query = query.where('ds.id', '=', componentId);
  return query.orderBy('s.id').execute();
}

export async function listDomainExtractors(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
  componentId?: string,
): Promise<DomainExtractorJoined[]> {
  let query = db
    .selectFrom('domain_extractors as de')
    .innerJoin('extractors as e', 'e.id', 'de.extractor_id')
    .select([
      'de.id',
      'de.domain_id',
      'de.status',
      'e.id as extractor_id',
      'e.name as extractor_name',
      'e.description as extractor_description',
    ])
    .where('de.tenant_id', '=', tenantId)
    .where('de.domain_id', '=', domainId);
  if (componentId !== undefined) query = query.where('de.id', '=', componentId);
  return query.orderBy('e.name').execute();
}

export interface ScannerSettingRow {
  domain_scanner_id: string;
  moderation_category_id: string;
  moderation_threshold: number;
  unpublish_threshold: number;
}

export async function listScannerSettings(
  db: Kysely<Database>,
  tenantId: string,
  domainScannerIds: readonly string[],
): Promise<ScannerSettingRow[]> {
  if (domainScannerIds.length === 0) return [];
  return db
    .selectFrom('domain_scanner_settings')
    .select([
      'domain_scanner_id',
      'moderation_category_id',
      'moderation_threshold',
      'unpublish_threshold',
    ])
    .where('tenant_id', '=', tenantId)
    .where('domain_scanner_id', 'in', [...domainScannerIds])
    .orderBy('moderation_category_id')
    .execute();
}

export interface NewInstallation {
  id: string;
  tenant_id: string;
  domain_id: string;
  status: number;
  created_at: string;
}

/**
 * Installs a scanner with its categories' default thresholds from the catalogue (decision
 * 0082): a new installation is neither silent (0/0 would pass everything) nor noisy. Pass a
 * transaction when the caller needs the two writes to land together.
 */
export async function insertDomainScanner(
  db: Kysely<Database>,
  row: NewInstallation & { scanner_id: number },
): Promise<void> {
  await db.insertInto('domain_scanners').values(row).execute();
  const categories = await db
    .selectFrom('moderation_categories')
    .select(['id', 'default_moderation_threshold', 'default_unpublish_threshold'])
    .where('scanner_id', '=', row.scanner_id)
    .orderBy('id')
    .execute();
  if (categories.length === 0) return;
  await db
    .insertInto('domain_scanner_settings')
    .values(
      categories.map((category) => ({
        tenant_id: row.tenant_id,
        domain_scanner_id: row.id,
        moderation_category_id: category.id,
        moderation_threshold: category.default_moderation_threshold,
        unpublish_threshold: category.default_unpublish_threshold,
      })),
    )
    .execute();
}

export async function insertDomainExtractor(
  db: Kysely<Database>,
  row: NewInstallation & { extractor_id: string },
): Promise<void> {
  await db.insertInto('domain_extractors').values(row).execute();
}

export async function setComponentStatus(
  db: Kysely<Database>,
  table: 'domain_scanners' | 'domain_extractors',
  tenantId: string,
  domainId: string,
  componentId: string,
  status: number,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ status })
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .where('id', '=', componentId)
    .execute();
}

/** A scanner's thresholds on this domain go with it. */
export async function deleteDomainScanner(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
  componentId: string,
): Promise<void> {
  await db
    .deleteFrom('domain_scanner_settings')
    .where('tenant_id', '=', tenantId)
    .where('domain_scanner_id', '=', componentId)
    .execute();
  await db
    .deleteFrom('domain_scanners')
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .where('id', '=', componentId)
    .execute();
}

export async function deleteDomainExtractor(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
  componentId: string,
): Promise<void> {
  await db
    .deleteFrom('domain_extractors')
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .where('id', '=', componentId)
    .execute();
}
