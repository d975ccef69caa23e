/**
 * The tenant's content-policy names (decision 0182): each category's name in the tenant's own
 * policy, the default where it set none. Saving a name equal to the default removes the row,
 * so a later change of the default reaches the tenants that never chose their own.
 */
import {
  CONTENT_POLICY_TEXTS,
  DEFAULT_POLICY_NAMES,
  policyNameOf,
  type TCategoryPolicyName,
} from '@vigil/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp } from '../../lib/clock';
import { ValidationError } from '../../lib/http-errors';
import {
  deletePolicyName,
  listCatalogue,
  listPolicyNames,
  upsertPolicyName,
} from './content-policy.queries';

export async function readContentPolicy(
  db: Kysely<Database>,
  tenantId: string,
): Promise<TCategoryPolicyName[]> {
  const [catalogue, rows] = await Promise.all([listCatalogue(db), listPolicyNames(db, tenantId)]);
  const names = Object.fromEntries(rows.map((row) => [row.category_id, row.name]));
  return catalogue.map((category) => ({
    category_id: category.id,
    category_name: category.name,
    scanner_id: category.scanner_id,
    name: policyNameOf(category.id, names, category.name),
    default_name: DEFAULT_POLICY_NAMES[category.id] ?? category.name,
  }));
}

export async function saveContentPolicy(
  db: Kysely<Database>,
  tenantId: string,
  names: ReadonlyArray<{ category_id: string; name: string }>,
  now: Date,
): Promise<TCategoryPolicyName[]> {
  const catalogue = new Map((await listCatalogue(db)).map((row) => [row.id, row.name]));
  const errors: Record<string, string[]> = {};
  names.forEach((entry, index) => {
    if (!catalogue.has(entry.category_id)) {
      errors[`names.${index}.category_id`] = [CONTENT_POLICY_TEXTS.unknownCategory];
    }
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const stamp = toStoredTimestamp(now);
  await db.transaction().execute(async (trx) => {
    for (const entry of names) {
      const fallback = DEFAULT_POLICY_NAMES[entry.category_id] ?? catalogue.get(entry.category_id);
      if (entry.name === fallback) await deletePolicyName(trx, tenantId, entry.category_id);
      else await upsertPolicyName(trx, tenantId, entry.category_id, entry.name, stamp);
    }
  });
  return readContentPolicy(db, tenantId);
}
