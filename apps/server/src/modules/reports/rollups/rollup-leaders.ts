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
import { PLAN_ONCE } from '../../../db/plan-once';
import type { Database } from '../../../db/schema/database';
import type { RollupGrain } from '../../../db/schema/moderation-engine';
import { periodsOf, rollupParts, type RollupPart } from './rollup-range';
import { keepsSerial, SERIAL_READ, type RollupReadScope } from './rollups.queries';

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

interface ListedPeriod {
  grain: RollupGrain;
  period: string;
  /** Its rows count inside the range only (no day of it is taken away). */
  whole: boolean;
}

/**
 * The periods whose leaders are listed: those the range's parts add (rollupParts), so the
 * current month up to today is one monthly list, not a list for each day. A part taken away
 * (days of a month outside the range) only lowers a pair's sum, so it needs no list.
 */
function listedPeriods(parts: readonly RollupPart[]): ListedPeriod[] {
  const cut = new Set(
    parts.filter((part) => part.sign === -1).map((part) => part.from.slice(0, 7)),
  );
  return parts
    .filter((part) => part.sign === 1)
    .flatMap((part): ListedPeriod[] =>
      periodsOf(part).map((period) => ({
        grain: part.grain,
        period,
        whole: part.grain === 'day' || !cut.has(period),
      })),
    );
}

/**
 * Each period's largest rows, `perPeriod` at most: one statement (one round trip on
 * PostgreSQL), a UNION ALL of one ordered, limited read of the count index per period.
 */
async function listPeriodLeaders(
  db: Kysely<Database>,
  scope: LeadersScope,
  periods: readonly ListedPeriod[],
  perPeriod: number,
) {
  const lists: Array<Array<{ domain_id: string; dim1: string; n: number }>> = periods.map(() => []);
  const [first, ...rest] = periodLeaderReads(db, scope, periods, perPeriod);
  const rows = first
    ? await rest
        .reduce(
          (all, part) => all.unionAll(part),
          first.$if(keepsSerial(db), (serial) => serial.where(SERIAL_READ).modifyEnd(PLAN_ONCE)),
        )
        .execute()
    : [];
  for (const row of rows) {
    lists[Number(row.part)]?.push({ domain_id: row.domain_id, dim1: row.dim1, n: Number(row.n) });
  }
  return lists;
}

/** One ordered, limited read of the count index per period. */
function periodLeaderReads(
  db: Kysely<Database>,
  scope: LeadersScope,
  periods: readonly ListedPeriod[],
  perPeriod: number,
) {
  return periods.map(({ grain, period }, index) => {
    // The kind as a literal, so both databases match the partial index's condition.
    const query = db
      .selectFrom('report_rollups')
      .where('tenant_id', '=', scope.tenantId)
      .where('kind', '=', sql.lit(scope.kind))
      .where('grain', '=', grain)
      .where('level', '=', 'domain')
      .where('period', '=', period);
    const listed = (
      scope.domainIds === null ? query : query.where('domain_id', 'in', [...scope.domainIds])
    )
      .select(['domain_id', 'dim1', 'n'])
      .orderBy('n', 'desc')
      .limit(perPeriod);
    // Wrapped, as a compound SELECT takes ORDER BY and LIMIT only at its end.
    return db
      .selectFrom(listed.as(`p${index}`))
      .select([sql.lit(index).as('part'), 'domain_id', 'dim1', 'n']);
  });
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
  segment: RollupPart,
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
  return rows.map((row) => ({ ...row, n: segment.sign * Number(row.n) }));
}

/** What the caller ranks: pairs no ranking can reach need no exact sum. */
export interface LeadersWanted {
  /** The length of the caller's list. */
  limit: number;
  /**
   * How many pairs the caller may add into one entry (its deleted domains): a pair left out
   * is left out only if this many such pairs together stay below the list's last.
   */
  spread: number;
}

interface Candidate {
  key: readonly [string, string];
  /** Its listed counts, by period index. */
  seen: Map<number, number>;
}

/**
 * Which listed pairs are summed exactly (Fagin's threshold idea). A pair's sum over the range
 * is at least its listed counts in periods wholly inside the range, and at most its listed
 * counts plus, in each period that did not list it, that period's smallest listed count. The
 * `limit`-th largest least is a floor under the caller's last entry; a pair whose most,
 * times `spread`, is below that floor cannot be ranked, and only bounds the rest.
 */
function chooseCandidates(
  candidates: readonly Candidate[],
  periods: readonly ListedPeriod[],
  smallest: readonly number[],
  unseen: number,
  wanted: LeadersWanted | undefined,
) {
  if (wanted === undefined || candidates.length <= wanted.limit) {
    return { summed: candidates, bound: unseen };
  }
  const least = (pair: Candidate) =>
    [...pair.seen].reduce((sum, [index, n]) => (periods[index]?.whole ? sum + n : sum), 0);
  const most = (pair: Candidate) =>
    [...pair.seen].reduce((sum, [index, n]) => sum + n - (smallest[index] ?? 0), unseen);
  const floor = candidates.map(least).sort((a, b) => b - a)[wanted.limit - 1] ?? 0;
  const summed: Candidate[] = [];
  let bound = unseen;
  for (const pair of candidates) {
    const upper = most(pair);
    if (upper * wanted.spread >= floor) summed.push(pair);
    else bound = Math.max(bound, upper);
  }
  return { summed, bound };
}

export async function readRollupLeaders(
  db: Kysely<Database>,
  scope: LeadersScope,
  perPeriod: number,
  wanted?: LeadersWanted,
): Promise<RollupLeaders> {
  if (scope.domainIds !== null && scope.domainIds.length === 0) return { pairs: [], bound: 0 };
  const parts = rollupParts(scope.from, scope.to);
  const periods = listedPeriods(parts);
  const lists = await listPeriodLeaders(db, scope, periods, perPeriod);
  // A period that listed fewer than perPeriod rows listed every row it has.
  const smallest = lists.map((rows) =>
    rows.length === perPeriod ? Math.min(...rows.map((row) => row.n)) : 0,
  );
  const unseen = smallest.reduce((sum, n) => sum + n, 0);
  const listed = new Map<string, Candidate>();
  lists.forEach((rows, index) => {
    for (const row of rows) {
      const key = `${row.domain_id}\u0000${row.dim1}`;
      const pair = listed.get(key) ?? { key: [row.domain_id, row.dim1] as const, seen: new Map() };
      pair.seen.set(index, row.n);
      listed.set(key, pair);
    }
  });
  const { summed, bound } = chooseCandidates(
    [...listed.values()],
    periods,
    smallest,
    unseen,
    wanted,
  );
  if (summed.length === 0) return { pairs: [], bound };
  const sums = new Map<string, LeaderTotal>();
  for (const part of parts) {
    for (const row of await sumPairs(
      db,
      scope,
      summed.map((pair) => pair.key),
      part,
    )) {
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
