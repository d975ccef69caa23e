/**
 * The plan of the roll-up read behind GET /api/stats (rollups.queries.ts readRollupTotals,
 * written out here as it compiles), for the write-up: EXPLAIN QUERY PLAN on SQLite, EXPLAIN
 * (ANALYZE, BUFFERS) on PostgreSQL. Run after the timed calls, so it disturbs none of them.
 */
import { sql, type RawBuilder } from 'kysely';
import { rollupSegments } from '../src/modules/reports/reports.service';
import type { DashboardBench } from './dashboard-fixture';
import type { DayRange } from './dashboard-reads';

const STATS_KINDS = ['items', 'decisions', 'response', 'categories', 'artifacts'];

function statsQuery(tenantId: string, range: DayRange): RawBuilder<unknown> {
  const segments = rollupSegments(range.from, range.to);
  const parts = [
    ...segments.days.map((days) => ({ grain: 'day', ...days })),
    ...(segments.months ? [{ grain: 'month', ...segments.months }] : []),
  ].map(
    (segment) => sql`
      select kind, domain_id, dim1, dim2, n from report_rollups
      where tenant_id = ${tenantId} and kind in (${sql.join(STATS_KINDS)})
        and grain = ${segment.grain} and period >= ${segment.from} and period <= ${segment.to}`,
  );
  return sql`
    select kind, domain_id, dim1, dim2, sum(n) as n
    from (${sql.join(parts, sql` union all `)}) as segments
    group by kind, domain_id, dim1, dim2`;
}

export async function explainStatsRead(bench: DashboardBench, range: DayRange): Promise<string> {
  const { db, kind } = bench.server.ctx.database;
  const query = statsQuery(bench.tenant.tenantId, range);
  if (kind === 'postgres') {
    const plan = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers) ${query}`.execute(
      db,
    );
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  }
  const plan = await sql<{ detail: string }>`explain query plan ${query}`.execute(db);
  return plan.rows.map((row) => row.detail).join('\n');
}
