/**
 * category_policy_names, owned here (decision 0182); the catalogue of categories and scanners
 * is global (no tenant) and only read.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export interface CatalogueCategory {
  id: string;
  name: string;
  scanner_id: number;
}

export async function listCatalogue(db: Kysely<Database>): Promise<CatalogueCategory[]> {
  return db
    .selectFrom('moderation_categories')
    .select(['id', 'name', 'scanner_id'])
    .orderBy('scanner_id')
    .orderBy('id')
    .execute();
}

export async function listPolicyNames(
  db: Kysely<Database>,
  tenantId: string,
): Promise<Array<{ category_id: string; name: string }>> {
  return db
    .selectFrom('category_policy_names')
    .select(['category_id', 'name'])
    .where('tenant_id', '=', tenantId)
    .execute();
}

export async function deletePolicyName(
  db: Kysely<Database>,
  tenantId: string,
  categoryId: string,
): Promise<void> {
  await db
    .deleteFrom('category_policy_names')
    .where('tenant_id', '=', tenantId)
    .where('category_id', '=', categoryId)
    .execute();
}

export async function upsertPolicyName(
  db: Kysely<Database>,
  tenantId: string,
  categoryId: string,
  name: string,
  updatedAt: string,
): Promise<void> {
  await db
    .insertInto('category_policy_names')
    .values({ tenant_id: tenantId, category_id: categoryId, name, updated_at: updatedAt })
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'category_id']).doUpdateSet({ name, updated_at: updatedAt }),
    )
    .execute();
}
