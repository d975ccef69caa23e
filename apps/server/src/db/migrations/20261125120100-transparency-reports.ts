import type { Kysely } from 'kysely';

/**
 * Monthly transparency reports (decision 0161): the figures as they were when the report was
 * generated, the canonical CSV written from them, and its SHA-256, stored and never recomputed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transparency_reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    // 'YYYY-MM', UTC.
    .addColumn('month', 'text', (col) => col.notNull())
    // 'final' (immutable) or 'partial' (the month so far, replaced by the next generation).
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('period_from', 'text', (col) => col.notNull())
    .addColumn('period_to', 'text', (col) => col.notNull())
    .addColumn('generated_at', 'text', (col) => col.notNull())
    // null: the monthly job; else the administrator who asked for the month so far.
    .addColumn('generated_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    // JSON of ZTransparencyFiguresSchema.
    .addColumn('figures', 'text', (col) => col.notNull())
    .addColumn('csv', 'text', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .execute();
  // One report per tenant and month, whichever instance or request writes it: the rule a
  // second generation (a retried job, another instance, a racing request) meets and yields
  // to. Its tenant_id prefix also serves the list, newest month first.
  await db.schema
    .createIndex('transparency_reports_tenant_month_unique')
    .on('transparency_reports')
    .columns(['tenant_id', 'month'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('transparency_reports').execute();
}
