/** The names the dashboard puts on its counts: domains, users, categories (decision 0141). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export interface NamedCategory {
  id: string;
  name: string;
  scanner_id: number;
}

/** The tenant's console users by id (deleted users are gone: their counts are "former"). */
export async function listUserNames(
  db: Kysely<Database>,
  tenantId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function listCategories(db: Kysely<Database>): Promise<Map<string, NamedCategory>> {
  const rows = await db
    .selectFrom('moderation_categories')
    .select(['id', 'name', 'scanner_id'])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Read once per database: only migrations write categories and scanners, and they have run
 * before the server answers. Every dashboard, Analytics and transparency read names
 * categories, so this saves each of them two queries.
 */
const shownNames = new WeakMap<Kysely<Database>, Promise<ReadonlyMap<string, NamedCategory>>>();

/**
 * Category names as the dashboard shows them: the image and the video scanner both have a
 * "Nudity", so a name two scanners share is followed by its scanner's ("Nudity · Video").
 */
export function listShownCategoryNames(
  db: Kysely<Database>,
): Promise<ReadonlyMap<string, NamedCategory>> {
  const known = shownNames.get(db);
  if (known) return known;
  const read = readShownCategoryNames(db);
  shownNames.set(db, read);
  // A failed read (the database briefly away) is tried again by the next caller.
  read.catch(() => shownNames.delete(db));
  return read;
}

async function readShownCategoryNames(db: Kysely<Database>): Promise<Map<string, NamedCategory>> {
  const [categories, scanners] = await Promise.all([
    listCategories(db),
    db.selectFrom('scanners').select(['id', 'name']).execute(),
  ]);
  const scannerName = new Map(scanners.map((scanner) => [scanner.id, scanner.name]));
  const scannersByName = new Map<string, Set<number>>();
  for (const category of categories.values()) {
    const set = scannersByName.get(category.name) ?? new Set<number>();
    set.add(category.scanner_id);
    scannersByName.set(category.name, set);
  }
  return new Map(
    [...categories].map(([id, category]) => [
      id,
      (scannersByName.get(category.name)?.size ?? 0) > 1
        ? {
            ...category,
            name: `${category.name} · ${scannerName.get(category.scanner_id) ?? category.scanner_id}`,
          }
        : category,
    ]),
  );
}
