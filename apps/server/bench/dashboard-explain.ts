/**
 * The plan of the roll-up read behind GET /api/stats (rollups.queries.ts rollupTotalsQuery, as
 * the administrator's stats compile it: every domain at once), for the write-up: EXPLAIN QUERY
 * PLAN on SQLite, EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL — there without parallel workers,
 * as the read itself runs (decisions 0153, 0173: the query carries its serial marker). Run
 * after the timed calls, so it disturbs none of them.
 */
import { sql } from 'kysely';
import { rollupTotalsQuery } from '../src/modules/reports/rollups/rollups.queries';
import type { DashboardBench } from './dashboard-fixture';
import type { DayRange } from './dashboard-reads';

export async function explainStatsRead(bench: DashboardBench, range: DayRange): Promise<string> {
  const { db, kind } = bench.server.ctx.database;
  const query = rollupTotalsQuery(db, {
    tenantId: bench.tenant.tenantId,
    kinds: ['decisions', 'categories', 'artifacts', 'response_groups'],
    ...range,
    domainIds: null,
    byDomain: false,
  });
  if (!query) return '(an empty range reads nothing)';
  const { sql: text, parameters } = query.compile();
  const compiled = sql.raw(interpolate(text, parameters, kind === 'postgres'));
  if (kind === 'postgres') {
    const plan = await sql<{
      'QUERY PLAN': string;
    }>`explain (analyze, buffers) ${compiled}`.execute(db);
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  }
  const plan = await sql<{ detail: string }>`explain query plan ${compiled}`.execute(db);
  return plan.rows.map((row) => row.detail).join('\n');
}

/** The statement with its parameters written in as literals (all strings here). */
function interpolate(text: string, parameters: readonly unknown[], postgres: boolean): string {
  const literal = (value: unknown) => `'${String(value).replaceAll("'", "''")}'`;
  if (postgres) {
    return text.replace(/\$(\d+)/g, (_match, index: string) =>
      literal(parameters[Number(index) - 1]),
    );
  }
  let next = 0;
  return text.replace(/\?/g, () => literal(parameters[next++]));
}
