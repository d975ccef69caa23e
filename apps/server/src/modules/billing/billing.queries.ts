import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export async function findStripeCustomerId(
  db: Kysely<Database>,
  tenantId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('tenant_billing')
    .select(['stripe_customer_id'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.stripe_customer_id ?? null;
}

/**
 * Records the tenant's Stripe customer unless one is already recorded: of two requests that
 * raced to create a customer, the first to store wins and both then use the stored one.
 */
export async function storeStripeCustomerIdIfUnset(
  db: Kysely<Database>,
  tenantId: string,
  customerId: string,
  updatedAt: string,
): Promise<void> {
  await db
    .insertInto('tenant_billing')
    .values({
      tenant_id: tenantId,
      plan_id: null,
      stripe_customer_id: customerId,
      updated_at: updatedAt,
    })
    .onConflict((conflict) =>
      conflict
        .column('tenant_id')
        .doUpdateSet({ stripe_customer_id: customerId, updated_at: updatedAt })
        .where('tenant_billing.stripe_customer_id', 'is', null),
    )
    .execute();
}
