import { sql, type Kysely } from 'kysely';

/**
 * The response-time rows gain their bucket's group in dim2 (decision 0152). Their old rows go;
 * the server rebuilds every kind from the reports on the start that applies this migration
 * (ROLLUP_REBUILD_MIGRATIONS in server.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from report_rollups where kind = 'response'`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the rebuild on the next start writes the rows the code then running keeps.
}
