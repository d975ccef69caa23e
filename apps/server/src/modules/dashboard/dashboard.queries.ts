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
