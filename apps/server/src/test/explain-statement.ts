/**
 * The plan a database would run a statement with, as text: for tests that an index serves a
 * hot statement (the queue's pages, a worker's claim) and for the benchmarks that show it.
 */
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { DatabaseKind } from '../db/database';
import type { Database } from '../db/schema/database';

export interface PlanOptions {
  /**
   * PostgreSQL: EXPLAIN (ANALYZE, BUFFERS), which runs the statement: the plan the data chose.
   * Without it a plain EXPLAIN with sequential and bitmap scans and sorts priced out (this
   * transaction only): on a table of a few rows reading it whole and sorting is rightly
   * cheapest, which says nothing about a million; what is left shows whether an index can
   * give the statement its rows in order.
   */
  analyze: boolean;
}

/** The plan of `statement` as the database would run it with its bound values, as text. */
export async function explainStatement(
  db: Kysely<Database>,
  kind: DatabaseKind,
  statement: Compilable,
  options: PlanOptions,
): Promise<string> {
  const { sql: text, parameters } = statement.compile();
  if (kind === 'sqlite') {
    const rows = await db.executeQuery<{ id: number; parent: number; detail: string }>(
      CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
    );
    const depth = new Map<number, number>([[0, -1]]);
    return rows.rows
      .map((row) => {
        const level = (depth.get(row.parent) ?? -1) + 1;
        depth.set(row.id, level);
        return `${'  '.repeat(level)}${row.detail}`;
      })
      .join('\n');
  }
  // Bound values, not literals: an unnamed statement is planned for the values it carries.
  return db.transaction().execute(async (trx) => {
    if (!options.analyze) {
      for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) {
        await trx.executeQuery(CompiledQuery.raw(`set local ${setting} = off`));
      }
    }
    const explain = options.analyze ? 'explain (analyze, buffers)' : 'explain';
    const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`${explain} ${text}`, [...parameters]),
    );
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
