import type { Kysely } from 'kysely';

/**
 * Addresses that signed in to an account, and when its owner was last warned of guessing
 * (decision 0121). Every read and write is by key, the primary key; housekeeping scans it by
 * age once an hour, as it does `rate_limits`, so there is no index on `marked_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_marks')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('marked_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_marks').execute();
}
