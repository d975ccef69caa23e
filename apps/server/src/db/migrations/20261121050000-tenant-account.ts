import type { Kysely } from 'kysely';

// Account contacts, the plan and the Stripe customer of a tenant (docs/decisions/0056, 0051,
// 0057). Separate tables keyed by tenant, so a tenant without a row simply has no contacts,
// the default plan and no customer yet. Portable types only (docs/decisions/0002).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenant_contacts')
    .addColumn('tenant_id', 'text', (col) =>
      col.primaryKey().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('primary_email', 'text')
    .addColumn('technical_email', 'text')
    .addColumn('billing_email', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('tenant_billing')
    .addColumn('tenant_id', 'text', (col) =>
      col.primaryKey().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('plan_id', 'text')
    .addColumn('stripe_customer_id', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // A Stripe customer belongs to one tenant only; billing webhooks (later) find the tenant by
  // it. Unique indexes allow many nulls on both SQLite and PostgreSQL.
  await db.schema
    .createIndex('tenant_billing_stripe_customer_unique')
    .on('tenant_billing')
    .column('stripe_customer_id')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tenant_billing').execute();
  await db.schema.dropTable('tenant_contacts').execute();
}
