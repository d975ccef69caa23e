/**
 * The leaders of a kind over a range without summing every row of it (decision 0150): the
 * top authors of a year are spread over some 90,000 monthly rows, a few unpublished items
 * each, and no grain compresses them. Instead each period of the range lists its largest rows
 * (an index on the count), the (domain, dim1) pairs listed are summed exactly over the range
 * (an index on dim1 and domain), and any pair no period listed is bounded by the sum of each
 * period's smallest listed count. The caller decides whether the bound settles its ranking,
 * and reads every row when it does not.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema/database';
import type { RollupGrain } from '../../../db/schema/moderation-engine';
import { monthsOf, rollupSegments, daysOf } from './rollup-range';
import type { RollupReadScope } from './rollups.queries';

/**
 * The kinds with the two indexes this needs (migration 20261125000000), each with one row
 * per domain, dim1 and period (no dim2), so a row's count is its pair's count that period.
 */
export type LeaderKind = 'authors';

export interface LeaderTotal {
  domain_id: string;
  dim1: string;
  n: number;
}

export interface RollupLeaders {
  /** The sum over the range of every (domain_id, dim1) pair a period listed. */
  pairs: LeaderTotal[];
  /**
   * No pair absent from `pairs` sums to more than this over the range: in each period its
   * row is at most the smallest count that period listed (it has none when the period listed
   * every row it has).
   */
  bound: number;
}

export interface LeadersScope extends Omit<RollupReadScope, 'kinds' | 'byDomain'> {
  kind: LeaderKind;
}

function periodsOf(from: string, to: string): Array<{ grain: RollupGrain; period: string }> {
  const segments = rollupSegments(from, to);
  return [
    ...segments.days.flatMap((days) =>
      daysOf(days.from, days.to).map((period) => ({ grain: 'day' as const, period })),
    ),
    ...(segments.months
      ? monthsOf(segments.months.from, segments.months.to).map((period) => ({
          grain: 'month' as const,
          period,
        }))
      : []),
  ];
}

/** Each period's largest rows, `perPeriod` at most. */
async function listPeriodLeaders(db: Kysely<Database>, scope: LeadersScope, perPeriod: number) {
  return Promise.all(
    periodsOf(scope.from, scope.to).map(({ grain, period }) => {
      // The kind as a literal, so both databases match the partial index's condition.
      const query = db
        .selectFrom('report_rollups')
        .where('tenant_id', '=', scope.tenantId)
        .where('kind', '=', sql.lit(scope.kind))
        .where('grain', '=', grain)
        .where('level', '=', 'domain')
        .where('period', '=', period);
      return (
        scope.domainIds === null ? query : query.where('domain_id', 'in', [...scope.domainIds])
      )
        .select(['domain_id', 'dim1', 'n'])
        .orderBy('n', 'desc')
        .limit(perPeriod)
        .execute();
    }),
  );
}

/**
 * The pairs' sums over one segment of the range. The pairs come first in the join (SQLite
 * keeps a CROSS JOIN's order; PostgreSQL plans it as any join), so each pair is a seek in the
 * (dim1, domain_id, period) index; left to itself SQLite, which keeps no statistics here,
 * walks every author row of the segment's periods instead.
 */
async function sumPairs(
  db: Kysely<Database>,
  scope: LeadersScope,
  pairs: ReadonlyArray<readonly [string, string]>,
  segment: { grain: RollupGrain; from: string; to: string },
): Promise<LeaderTotal[]> {
  const values = sql.join(pairs.map(([domainId, dim1]) => sql`(${domainId}, ${dim1})`));
  const { rows } = await sql<{ domain_id: string; dim1: string; n: number | string }>`
    with pairs (domain_id, dim1) as (values ${values})
    select pairs.domain_id, pairs.dim1, sum(r.n) as n
    from pairs cross join report_rollups r
    where r.tenant_id = ${scope.tenantId} and r.kind = ${sql.lit(scope.kind)}
      and r.grain = ${segment.grain} and r.level = 'domain'
      and r.dim1 = pairs.dim1 and r.domain_id = pairs.domain_id
      and r.period >= ${segment.from} and r.period <= ${segment.to}
    group by pairs.domain_id, pairs.dim1
  `.execute(db);
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

export async function readRollupLeaders(
  db: Kysely<Database>,
  scope: LeadersScope,
  perPeriod: number,
): Promise<RollupLeaders> {
  if (scope.domainIds !== null && scope.domainIds.length === 0) return { pairs: [], bound: 0 };
  let bound = 0;
  const listed = new Map<string, readonly [string, string]>();
  for (const rows of await listPeriodLeaders(db, scope, perPeriod)) {
    for (const row of rows)
      listed.set(`${row.domain_id}\u0000${row.dim1}`, [row.domain_id, row.dim1]);
    if (rows.length === perPeriod) bound += Number(rows.at(-1)?.n ?? 0);
  }
  if (listed.size === 0) return { pairs: [], bound };
  const segments = rollupSegments(scope.from, scope.to);
  const sums = new Map<string, LeaderTotal>();
  for (const segment of [
    ...segments.days.map((days) => ({ grain: 'day' as const, ...days })),
    ...(segments.months ? [{ grain: 'month' as const, ...segments.months }] : []),
  ]) {
    for (const row of await sumPairs(db, scope, [...listed.values()], segment)) {
      const key = `${row.domain_id}\u0000${row.dim1}`;
      const sum = sums.get(key);
      if (sum) sum.n += row.n;
      else sums.set(key, row);
    }
  }
  return { pairs: [...sums.values()], bound };
}

/**
 * Every domain id the tenant's roll-ups count items under, deleted domains' included (from
 * the monthly submissions: a few rows per domain and month). A fact of any kind is counted
 * under the domain its report's submission is.
 */
export async function listRollupDomainIds(
  db: Kysely<Database>,
  tenantId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('report_rollups')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'submissions')
    .where('grain', '=', 'month')
    .where('level', '=', 'domain')
    .select('domain_id')
    .distinct()
    .execute();
  return rows.map((row) => row.domain_id);
}
