import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export interface CategoryRow {
  id: string;
  name: string;
  extractor_id: string | null;
  scanner_id: number;
  default_moderation_threshold: number;
  default_unpublish_threshold: number;
}

/** The global catalogue (no tenant: it is the same for everyone), by id. */
export async function listCategoryRows(
  db: Kysely<Database>,
  scannerId?: number,
): Promise<CategoryRow[]> {
  let query = db
    .selectFrom('moderation_categories')
    .select([
      'id',
      'name',
      'extractor_id',
      'scanner_id',
      'default_moderation_threshold',
      'default_unpublish_threshold',
    ]);
  if (scannerId !== undefined) query = query.where('scanner_id', '=', scannerId);
  return query.orderBy('id').execute();
}

export async function findCategoryRow(
  db: Kysely<Database>,
  categoryId: string,
): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('moderation_categories')
    .select([
      'id',
      'name',
      'extractor_id',
      'scanner_id',
      'default_moderation_threshold',
      'default_unpublish_threshold',
    ])
    .where('id', '=', categoryId)
    .executeTakeFirst();
}
