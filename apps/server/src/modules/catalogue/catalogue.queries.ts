import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { ExtractorsTable, ScannersTable } from '../../db/schema/domains';

export type ScannerRow = Selectable<ScannersTable>;
export type ExtractorRow = Selectable<ExtractorsTable>;

/** The global catalogues (seeded by the domains migration); not tenant data. */
export async function listScannerRows(db: Kysely<Database>): Promise<ScannerRow[]> {
  return db.selectFrom('scanners').select(['id', 'name', 'description']).orderBy('id').execute();
}

export async function listExtractorRows(db: Kysely<Database>): Promise<ExtractorRow[]> {
  return db
    .selectFrom('extractors')
    .select(['id', 'name', 'description'])
    .orderBy('name')
    .execute();
}

export async function findScannerRow(
  db: Kysely<Database>,
  scannerId: number,
): Promise<ScannerRow | undefined> {
  return db
    .selectFrom('scanners')
    .select(['id', 'name', 'description'])
    .where('id', '=', scannerId)
    .executeTakeFirst();
}

export async function findExtractorRow(
  db: Kysely<Database>,
  extractorId: string,
): Promise<ExtractorRow | undefined> {
  return db
    .selectFrom('extractors')
    .select(['id', 'name', 'description'])
    .where('id', '=', extractorId)
    .executeTakeFirst();
}
