import { sql, type Kysely } from 'kysely';

/**
 * The moderation activity's own roll-up kind, and the submissions split by whether the item is
 * unpublished (decision 0151). The submissions' rows change meaning, so they go; the server
 * rebuilds every kind from the reports on the start that applies this migration
 * (ROLLUP_REBUILD_MIGRATIONS in server.ts), which writes them anew with the activity rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from report_rollups where kind = 'submissions'`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the rebuild on the next start writes the rows the code then running keeps.
}
