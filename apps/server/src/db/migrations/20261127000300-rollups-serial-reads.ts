import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL scans report_rollups without parallel workers (decision 0153). Every read of the
 * table is a few short ranges of its key, well under a millisecond of work, but once ANALYZE
 * has counted the table's millions of rows the planner expects thousands of rows per range and
 * would start workers for them, which costs more than the read. This keeps a single range's
 * scan serial; a UNION ALL of ranges is kept serial by the read itself (`serially` in
 * modules/reports/rollups/rollups.queries.ts). SQLite has no parallel plans.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`alter table report_rollups set (parallel_workers = 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`alter table report_rollups reset (parallel_workers)`.execute(db);
}
