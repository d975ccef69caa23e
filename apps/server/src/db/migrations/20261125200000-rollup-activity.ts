import { sql, type Kysely } from 'kysely';

/**
 * The moderation activity's own roll-up kind, the submissions split by whether the item is
 * unpublished, and the categories' rows without the status nobody reads (decision 0151). The
 * rows of the two changed kinds go; the server rebuilds every kind from the reports on the
 * start that applies this migration (ROLLUP_REBUILD_MIGRATIONS in server.ts), which writes
 * them anew with the activity rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from report_rollups where kind in ('submissions', 'categories')`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the rebuild on the next start writes the rows the code then running keeps.
}
