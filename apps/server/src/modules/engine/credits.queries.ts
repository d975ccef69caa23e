import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export async function findCreditsUsed(
  db: Kysely<Database>,
  tenantId: string,
  month: string,
): Promise<number> {
  const row = await db
    .selectFrom('credit_usage')
    .select('used')
    .where('tenant_id', '=', tenantId)
    .where('month', '=', month)
    .executeTakeFirst();
  return row?.used ?? 0;
}

/**
 * Adds `amount` to the month's usage only if the total stays within `allowance`; false when
 * it would not. One statement (insert, or update guarded by its WHERE), so two scans racing
 * for the last credits cannot both win: on PostgreSQL the second waits for the first's row
 * lock and re-reads `used`; SQLite runs one writer at a time.
 */
export async function addCreditsUsed(
  db: Kysely<Database>,
  tenantId: string,
  month: string,
  amount: number,
  allowance: number,
): Promise<boolean> {
  if (amount > allowance) return false;
  const result = await db
    .insertInto('credit_usage')
    .values({ tenant_id: tenantId, month, used: amount })
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_id', 'month'])
        .doUpdateSet((eb) => ({ used: eb('credit_usage.used', '+', amount) }))
        .where('credit_usage.used', '<=', allowance - amount),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
