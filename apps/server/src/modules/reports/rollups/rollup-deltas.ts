/**
 * A change's effect on the roll-ups: what the report counted for before, taken away, and what it
 * counts for now, added, each at day and month grain, netted per row. Rows come out in one
 * fixed order, so two transactions touching the same rows lock them in the same order (no
 * deadlock on PostgreSQL).
 */
import type { Insertable } from 'kysely';
import type { ReportRollupsTable } from '../../../db/schema/moderation-engine';
import type { RollupFact } from './rollup-facts';

export type RollupRow = Insertable<ReportRollupsTable>;

const SEPARATOR = '\u0000';

export function rollupRowKey(
  row: Pick<RollupRow, 'kind' | 'grain' | 'level' | 'period' | 'domain_id' | 'dim1' | 'dim2'>,
): string {
  return [row.kind, row.grain, row.level, row.period, row.domain_id, row.dim1, row.dim2].join(
    SEPARATOR,
  );
}

/**
 * The domain of the rows that count a fact for every domain at once (decision 0140): a caller
 * who sees the whole tenant reads these instead of summing each domain's rows.
 */
export const ALL_DOMAINS = '*';

/**
 * Adds `sign` × each fact, at both grains, under its domain and under ALL_DOMAINS, to
 * `counts` (keyed by rollupRowKey).
 */
export function addFacts(
  counts: Map<string, RollupRow>,
  tenantId: string,
  facts: readonly RollupFact[],
  sign: 1 | -1,
): void {
  for (const fact of facts) {
    for (const [grain, period, domainId] of [
      ['day', fact.day, fact.domainId],
      ['month', fact.day.slice(0, 7), fact.domainId],
      ['day', fact.day, ALL_DOMAINS],
      ['month', fact.day.slice(0, 7), ALL_DOMAINS],
    ] as const) {
      const row: RollupRow = {
        tenant_id: tenantId,
        kind: fact.kind,
        grain,
        level: domainId === ALL_DOMAINS ? 'all' : 'domain',
        period,
        domain_id: domainId,
        dim1: fact.dim1,
        dim2: fact.dim2,
        n: sign,
      };
      const key = rollupRowKey(row);
      const existing = counts.get(key);
      if (existing) existing.n += sign;
      else counts.set(key, row);
    }
  }
}

export function rollupDeltas(
  tenantId: string,
  before: readonly RollupFact[],
  after: readonly RollupFact[],
): RollupRow[] {
  const counts = new Map<string, RollupRow>();
  addFacts(counts, tenantId, before, -1);
  addFacts(counts, tenantId, after, 1);
  return inLockOrder(counts);
}

/**
 * The rows of `counts` that change anything, in the order of their keys: the fixed order in
 * which every writer of roll-ups locks them (see the top of this file).
 */
export function inLockOrder(counts: ReadonlyMap<string, RollupRow>): RollupRow[] {
  return [...counts.entries()]
    .filter(([, row]) => row.n !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => row);
}
