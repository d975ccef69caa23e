import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

/** The plan id assigned to the tenant, or null when it has none (the default plan applies). */
export async function findAssignedPlanId(
  db: Kysely<Database>,
  tenantId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('tenant_billing')
    .select(['plan_id'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.plan_id ?? null;
}
