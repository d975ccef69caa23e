import type { Kysely } from 'kysely';

/**
 * The moderation queue (decisions 0100 and 0101): the server's own record of each moderator's active time and
 * their forced break, shared by every instance (docs/decisions/0100-moderation-lock.md), and
 * the index the console's polling reads changes by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('moderation_locks')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('locked_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text', (col) => col.notNull())
    // 'console' (the browser's timer called /report/lock) | 'server' (the server's own count).
    .addColumn('source', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('moderator_activity')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    // Active seconds counted since the last break.
    .addColumn('active_seconds', 'integer', (col) => col.notNull())
    .addColumn('last_activity_at', 'text', (col) => col.notNull())
    .execute();

  // Polling: "what changed in this tenant after the cursor".
  await db.schema
    .createIndex('reports_tenant_updated')
    .on('reports')
    .columns(['tenant_id', 'updated_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reports_tenant_updated').execute();
  await db.schema.dropTable('moderator_activity').execute();
  await db.schema.dropTable('moderation_locks').execute();
}
