import type { Kysely } from 'kysely';

/**
 * The author history (decision 0181) reads one author's reports of a tenant, newest first:
 * without this index it walks every report of the tenant. Usernames are compared as stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('reports_tenant_username_submitted')
    .on('reports')
    .columns(['tenant_id', 'username', 'submitted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reports_tenant_username_submitted').execute();
}
