import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A marker that keeps a PostgreSQL statement serial (decision 0173): the planner decides
 * whether a statement may use parallel workers from the most hazardous function it calls, before
 * it simplifies anything, so a call of this parallel-unsafe function keeps the whole statement
 * — a UNION ALL of roll-up ranges included — off parallel workers. Being immutable, the call is
 * folded to `true` when the statement is planned and costs nothing when it runs. It replaces a
 * transaction with `SET LOCAL max_parallel_workers_per_gather = 0` around each read: three
 * round trips fewer per read. SQLite has no parallel plans and needs no marker.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create function vigil_serial_read() returns boolean
    language sql immutable parallel unsafe
    as 'select true'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`drop function if exists vigil_serial_read()`.execute(db);
}
