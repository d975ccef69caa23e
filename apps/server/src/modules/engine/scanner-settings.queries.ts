import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export interface ScannerSettingValues {
  tenant_id: string;
  domain_scanner_id: string;
  moderation_category_id: string;
  moderation_threshold: number;
  unpublish_threshold: number;
}

/** One domain scanner of the tenant, or undefined (another tenant's id reads as missing). */
export async function findTenantDomainScanner(
  db: Kysely<Database>,
  tenantId: string,
  domainScannerId: string,
): Promise<{ id: string; domain_id: string; scanner_id: number } | undefined> {
  return db
    .selectFrom('domain_scanners')
    .select(['id', 'domain_id', 'scanner_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', domainScannerId)
    .executeTakeFirst();
}

/**
 * Insert or replace one category's pair. A single statement on the primary key, so two
 * slider moves racing each other leave one of the two pairs, never an error.
 */
export async function upsertScannerSetting(
  db: Kysely<Database>,
  row: ScannerSettingValues,
): Promise<void> {
  await db
    .insertInto('domain_scanner_settings')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['domain_scanner_id', 'moderation_category_id']).doUpdateSet({
        moderation_threshold: row.moderation_threshold,
        unpublish_threshold: row.unpublish_threshold,
      }),
    )
    .execute();
}
