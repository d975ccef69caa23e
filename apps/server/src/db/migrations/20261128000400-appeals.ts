import type { Kysely } from 'kysely';

/**
 * Appeals (decision 0185; DSA Article 20): an author's complaint against one decision (its
 * statement of reasons), and how a moderator other than the one who decided answered it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('appeals')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('report_id', 'text', (col) =>
      col.notNull().references('reports.id').onDelete('cascade'),
    )
    // The decision contested; one appeal per decision (the unique index below).
    .addColumn('statement_id', 'text', (col) =>
      col.notNull().references('decision_statements.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (col) => col.notNull())
    // 'open' | 'upheld' | 'reversed' | 'lapsed' (the item changed before a decision).
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    // Kept beside the id, so a former user's decision still names them.
    .addColumn('decided_by_name', 'text')
    // 0/1: an administrator decided the appeal of their own decision.
    .addColumn('override', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('appeals_statement_unique')
    .on('appeals')
    .columns(['tenant_id', 'statement_id'])
    .unique()
    .execute();
  // The Appeals view by status in receipt order, and the transparency report's month.
  await db.schema
    .createIndex('appeals_tenant_status')
    .on('appeals')
    .columns(['tenant_id', 'status', 'received_at'])
    .execute();
  // A report's open appeals lapse when it changes.
  await db.schema
    .createIndex('appeals_report')
    .on('appeals')
    .columns(['tenant_id', 'report_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('appeals').execute();
}
