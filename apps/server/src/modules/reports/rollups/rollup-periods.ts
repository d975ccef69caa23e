/**
 * The roll-ups summed per period of a chart over time (decision 0170): Analytics' decisions,
 * backlog and team by day, ISO week or month.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PLAN_ONCE } from '../../../db/plan-once';
import type { Database } from '../../../db/schema/database';
import { daysOf, monthsOf, rollupParts, type RollupPart } from './rollup-range';
import {
  keepsSerial,
  scoped,
  SERIAL_READ,
  type RollupReadScope,
  type RollupTotal,
} from './rollups.queries';

/** A run of UTC days, both ends inclusive, read as one period of a chart over time. */
export interface RollupPeriod {
  from: string;
  to: string;
}

export type RollupPeriodsScope = Omit<RollupReadScope, 'from' | 'to'> & {
  /** In order, not overlapping. */
  periods: readonly RollupPeriod[];
};

/** One row per period (its index in `periods`), domain and dimensions. */
export interface RollupPeriodTotal extends RollupTotal {
  period: number;
}

/** Selects in one UNION ALL: far inside SQLite's limit of 500 compound SELECTs. */
const PARTS_PER_STATEMENT = 200;

/**
 * Sums per period of a chart over time (decision 0170). Periods no longer than a week are read
 * from the daily rows of the whole range in one walk of the key and each day given to its
 * period; longer ones (months) each as rollupParts say, whole months from the monthly rows
 * (readParts).
 */
export async function readRollupPeriods(
  db: Kysely<Database>,
  scope: RollupPeriodsScope,
): Promise<RollupPeriodTotal[]> {
  const first = scope.periods[0];
  const last = scope.periods.at(-1);
  if (!first || !last) return [];
  if (scope.domainIds !== null && scope.domainIds.length === 0) return [];
  const parts = scope.periods.flatMap((period, index) =>
    rollupParts(period.from, period.to).map((part) => ({ ...part, index })),
  );
  const rows: RollupPeriodTotal[] = [];
  if (parts.every((part) => part.grain === 'day' && part.sign === 1)) {
    const periodOf = new Map<string, number>();
    scope.periods.forEach((period, index) => {
      for (const day of daysOf(period.from, period.to)) periodOf.set(day, index);
    });
    const found = await scoped(db, scope)
      .where('grain', '=', 'day')
      .where('period', '>=', first.from)
      .where('period', '<=', last.to)
      .select(['kind', 'period', 'domain_id', 'dim1', 'dim2', sql<number | string>`sum(n)`.as('n')])
      .groupBy(['kind', 'period', 'domain_id', 'dim1', 'dim2'])
      .execute();
    for (const row of found) {
      const period = periodOf.get(row.period);
      if (period !== undefined) rows.push({ ...row, period, n: Number(row.n) });
    }
  } else {
    rows.push(...(await readParts(db, scope, parts)));
  }
  return mergePeriodRows(rows);
}

type IndexedPart = RollupPart & { index: number };

/** The rows of one run of the key, each labelled, its count negated when taken away. */
function labelledRange(
  db: Kysely<Database>,
  scope: RollupPeriodsScope,
  part: RollupPart,
  label: RawBuilder<string>,
) {
  return scoped(db, scope)
    .where('grain', '=', part.grain)
    .where('period', '>=', part.from)
    .where('period', '<=', part.to)
    .select([
      label.as('label'),
      'kind',
      'domain_id',
      'dim1',
      'dim2',
      part.sign === 1 ? sql<number>`n`.as('n') : sql<number>`-n`.as('n'),
    ]);
}

/**
 * The parts of longer periods. The whole months are one SELECT over the run of monthly rows
 * they span, each row labelled with its month and given to the periods reading that month:
 * one walk of the key instead of a SELECT a month, which on PostgreSQL cost a plan and an
 * index descent each (docs/benchmarks.md). The days at either end, added or taken away, are
 * a SELECT each, labelled with their part.
 */
async function readParts(
  db: Kysely<Database>,
  scope: RollupPeriodsScope,
  parts: readonly IndexedPart[],
): Promise<RollupPeriodTotal[]> {
  const months = parts.filter((part) => part.grain === 'month' && part.sign === 1);
  const others = parts.filter((part) => !months.includes(part));
  const readersOf = new Map<string, IndexedPart[]>();
  for (const part of months) {
    for (const month of monthsOf(part.from, part.to)) {
      readersOf.set(month, [...(readersOf.get(month) ?? []), part]);
    }
  }
  const labelled = others.map((part, at) => ({ part, label: `#${at}` }));
  const selects = labelled.map(({ part, label }) =>
    labelledRange(db, scope, part, sql<string>`${sql.lit(label)}`),
  );
  const monthKeys = [...readersOf.keys()].sort();
  const [firstMonth] = monthKeys;
  const lastMonth = monthKeys.at(-1);
  if (firstMonth !== undefined && lastMonth !== undefined) {
    const run = { grain: 'month', from: firstMonth, to: lastMonth, sign: 1 } as const;
    selects.unshift(labelledRange(db, scope, run, sql<string>`period`));
  }
  const byLabel = new Map(labelled.map(({ part, label }) => [label, [part]]));
  const rows: RollupPeriodTotal[] = [];
  for (let start = 0; start < selects.length; start += PARTS_PER_STATEMENT) {
    const [head, ...rest] = selects.slice(start, start + PARTS_PER_STATEMENT);
    if (!head) continue;
    const union = rest.reduce((all, select) => all.unionAll(select), head);
    const found = await db
      .selectFrom(union.as('segments'))
      .select(['label', 'kind', 'domain_id', 'dim1', 'dim2', sql<number | string>`sum(n)`.as('n')])
      .groupBy(['label', 'kind', 'domain_id', 'dim1', 'dim2'])
      .$if(keepsSerial(db), (serial) => serial.where(SERIAL_READ).modifyEnd(PLAN_ONCE))
      .execute();
    for (const row of found) {
      for (const part of byLabel.get(row.label) ?? readersOf.get(row.label) ?? []) {
        rows.push({
          period: part.index,
          kind: row.kind,
          domain_id: row.domain_id,
          dim1: row.dim1,
          dim2: row.dim2,
          n: Number(row.n),
        });
      }
    }
  }
  return rows;
}

/** Rows of one period and key from several statements summed; zero sums dropped. */
function mergePeriodRows(rows: readonly RollupPeriodTotal[]): RollupPeriodTotal[] {
  const merged = new Map<string, RollupPeriodTotal>();
  for (const row of rows) {
    const key = [row.period, row.kind, row.domain_id, row.dim1, row.dim2].join('\u0000');
    const existing = merged.get(key);
    if (existing) existing.n += row.n;
    else merged.set(key, { ...row });
  }
  return [...merged.values()].filter((row) => row.n !== 0);
}
