import type { Kysely } from 'kysely';

/**
 * A worker claims the oldest due job (decision 0199): status = 'queued' and run_at due, by
 * run_at then id. With the id in the index the claim reads its first entry; without it, a
 * 100,000-job backlog was sorted for every claim (the load suite's backlog run).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('jobs_due_order')
    .on('jobs')
    .columns(['status', 'run_at', 'id'])
    .execute();
  // Its prefix: the new index serves every read the old one did.
  await db.schema.dropIndex('jobs_due').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema.dropIndex('jobs_due_order').execute();
}
