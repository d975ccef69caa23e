import type { Kysely } from 'kysely';

/**
 * Statements of reasons (decision 0182): the tenant's content-policy name for each moderation
 * category, and the statement captured with every unpublish, so that a later rename leaves
 * past statements as the authors were given them, and an appeal can name the decision it
 * contests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('category_policy_names')
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    // The catalogue's id; plain text like domain_scanner_settings' (no foreign key), so a
    // category retired from the catalogue does not block a tenant's row.
    .addColumn('category_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    // One name per tenant and category; the key also serves the tenant's whole list.
    .addPrimaryKeyConstraint('category_policy_names_pk', ['tenant_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('decision_statements')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('report_id', 'text', (col) =>
      col.notNull().references('reports.id').onDelete('cascade'),
    )
    // The report's version decided on: an appeal contests that version's decision.
    .addColumn('report_version', 'integer', (col) => col.notNull())
    // The deciding audit row (the appeal's "once per decision" key).
    .addColumn('audit_id', 'text', (col) => col.notNull())
    .addColumn('restriction', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'text', (col) => col.notNull())
    // null: the engine decided.
    .addColumn('decided_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('category_id', 'text')
    .addColumn('ground', 'text', (col) => col.notNull())
    // Booleans are integers 0/1 (decision 0002).
    .addColumn('automated_detection', 'integer', (col) => col.notNull())
    .addColumn('automated_decision', 'integer', (col) => col.notNull())
    .addColumn('facts', 'text', (col) => col.notNull())
    .addColumn('appeal_until', 'text', (col) => col.notNull())
    .execute();
  // The report record reads the latest statement of the reports on a page; the appeal will
  // read a report's statements the same way.
  await db.schema
    .createIndex('decision_statements_report')
    .on('decision_statements')
    .columns(['tenant_id', 'report_id', 'decided_at'])
    .execute();
  // One statement per deciding audit row: an appeal names exactly one decision.
  await db.schema
    .createIndex('decision_statements_audit_unique')
    .on('decision_statements')
    .columns(['tenant_id', 'audit_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('decision_statements').execute();
  await db.schema.dropTable('category_policy_names').execute();
}
