/**
 * The roll-ups' sums computed the plain way, by aggregate queries over the reports table: the
 * yardstick of the benchmark and of the property tests that prove the roll-ups never drift
 * (decision 0140). The definitions are rollup-facts.ts's, restated in SQL; nothing here reads
 * report_rollups.
 */
import { responseTimeBucket, responseTimeGroup } from '@vigil/contract';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../../db/schema/database';
import type { RollupKind } from '../../../db/schema/moderation-engine';
import {
  AUTOMATED_DETECTIONS,
  AUTOMATED_VERDICTS,
  FINAL_STATUSES,
  FLAGGED_STATUSES,
  MEASURE_STATUSES,
  UNPUBLISHED_STATUSES,
  WAITING_STATUSES,
  responseSeconds,
} from './rollup-facts';
import { analyticsPlainKinds, plainScores, plainTeam } from './plain-analytics';
import {
  always,
  baseQuery,
  caseIn,
  dayColumn,
  domainColumn,
  none,
  statusIn,
  type GroupBy,
  type PlainKind,
  type PlainRow,
} from './plain-query';
import { daysOf } from './rollup-range';
import type { RollupPeriodsScope, RollupPeriodTotal } from './rollup-periods';
import type { RollupDayTotal, RollupReadScope, RollupTotal } from './rollups.queries';

function listed(column: 'scanner_ids' | 'extractor_ids', id: string) {
  return sql<SqlBool>`(',' || reports.${sql.ref(column)} || ',') like ${`%,${id},%`}`;
}

async function catalogueIds(db: Kysely<Database>) {
  const [scanners, extractors] = await Promise.all([
    db.selectFrom('scanners').select('id').orderBy('id').execute(),
    db.selectFrom('extractors').select('id').orderBy('id').execute(),
  ]);
  return {
    scanners: scanners.map((row) => String(row.id)),
    extractors: extractors.map((row) => row.id),
  };
}

/** The plain definition of each kind, as one or more grouped queries. */
async function plainKinds(db: Kysely<Database>, kind: RollupKind): Promise<PlainKind[]> {
  const analytics = analyticsPlainKinds(kind);
  if (analytics) return analytics;
  switch (kind) {
    case 'submissions':
      return [
        {
          day: 'submitted_at',
          dim1: none,
          dim2: caseIn(UNPUBLISHED_STATUSES, 'unpublished'),
          where: always,
        },
      ];
    case 'activity':
      return [
        {
          day: 'submitted_at',
          dim1: sql`cast('submitted' as text)`,
          dim2: caseIn(WAITING_STATUSES, 'waiting'),
          where: always,
        },
        {
          day: 'decided_at',
          dim1: sql`reports.status`,
          dim2: none,
          where: statusIn(FINAL_STATUSES),
        },
      ];
    case 'items':
      return [
        {
          day: 'submitted_at',
          dim1: sql`reports.content_type`,
          dim2: sql`reports.status`,
          where: always,
        },
      ];
    case 'artifacts':
      return [
        {
          day: 'submitted_at',
          dim1: sql`reports.content_type`,
          dim2: none,
          where: sql`reports.artifact_path is not null`,
        },
      ];
    case 'decisions':
      return [
        {
          day: 'decided_at',
          dim1: sql`reports.status`,
          dim2: sql`coalesce(reports.decided_by, '')`,
          where: statusIn(FINAL_STATUSES),
        },
      ];
    case 'authors':
      return [
        {
          day: 'decided_at',
          dim1: sql`reports.username`,
          dim2: none,
          where: statusIn(UNPUBLISHED_STATUSES),
        },
      ];
    case 'categories':
      return [
        {
          day: 'submitted_at',
          dim1: sql`reports.top_category_id`,
          dim2: none,
          where: sql`${statusIn(FLAGGED_STATUSES)} and reports.top_category_id is not null`,
        },
      ];
    case 'scanners': {
      const { scanners } = await catalogueIds(db);
      return [
        ...scanners.map((id) => ({
          day: 'submitted_at' as const,
          dim1: sql<string>`cast(${id} as text)`,
          dim2: sql<string>`cast('scanned' as text)`,
          where: listed('scanner_ids', id),
        })),
        {
          day: 'submitted_at',
          dim1: sql`cast((select mc.scanner_id from moderation_categories mc where mc.id = reports.top_category_id) as text)`,
          dim2: sql`cast('flagged' as text)`,
          where: sql`${statusIn(FLAGGED_STATUSES)} and reports.top_category_id is not null`,
        },
      ];
    }
    case 'extractors': {
      const { extractors } = await catalogueIds(db);
      return extractors.map((id) => ({
        day: 'submitted_at' as const,
        dim1: sql<string>`cast(${id} as text)`,
        dim2: none,
        where: listed('extractor_ids', id),
      }));
    }
    case 'response':
    case 'response_groups':
    case 'scores':
    case 'team':
    case 'outcomes':
    case 'outcome_categories':
    case 'automation':
    case 'queue':
      // Counted by their own queries (plainResponse, plain-analytics.ts).
      return [];
    case 'measures':
      return [
        {
          day: 'decided_at',
          dim1: sql`reports.status`,
          dim2: sql`coalesce(reports.top_category_id, '')`,
          where: statusIn(MEASURE_STATUSES),
        },
      ];
    case 'detections':
      return [
        {
          day: 'decided_at',
          dim1: sql`reports.status`,
          dim2: sql`case when reports.automated_status in (${sql.join([...AUTOMATED_DETECTIONS])}) then 'automated' else 'human' end`,
          where: statusIn(MEASURE_STATUSES),
        },
      ];
    case 'automated':
    case 'overturned':
      return [
        {
          day: 'scanned_at',
          dim1: sql`reports.automated_status`,
          dim2: sql`coalesce(cast((select mc.scanner_id from moderation_categories mc where mc.id = reports.top_category_id) as text), '')`,
          where:
            kind === 'automated'
              ? sql`reports.automated_status in (${sql.join([...AUTOMATED_VERDICTS])})`
              : sql`((reports.automated_status = 'CLEAN' and reports.status = 'MANUALLY_UNPUBLISHED') or (reports.automated_status in (${sql.join([...AUTOMATED_DETECTIONS])}) and reports.status = 'MANUALLY_IGNORED'))`,
        },
      ];
  }
}

/**
 * Response times need each item's two times: the buckets (or, for `response_groups`, their
 * groups) are counted here, not in SQL.
 */
async function plainResponse(
  db: Kysely<Database>,
  scope: RollupReadScope,
  groupBy: GroupBy,
  kind: 'response' | 'response_groups',
): Promise<PlainRow[]> {
  const rows = await baseQuery(db, scope, 'first_decided_at')
    .select([
      domainColumn(groupBy, scope).as('by'),
      dayColumn(groupBy, 'first_decided_at').as('day'),
      'reports.submitted_at',
      'reports.first_decided_at',
    ])
    .execute();
  return rows.flatMap((row) => {
    if (row.first_decided_at === null) return [];
    const bucket = responseTimeBucket(responseSeconds(row.submitted_at, row.first_decided_at));
    const group = String(responseTimeGroup(bucket));
    const dims =
      kind === 'response' ? { dim1: group, dim2: String(bucket) } : { dim1: group, dim2: '' };
    return [{ kind, by: row.by, day: row.day, ...dims, n: 1 }];
  });
}

async function plainRows(
  db: Kysely<Database>,
  scope: RollupReadScope,
  groupBy: GroupBy,
): Promise<PlainRow[]> {
  if (scope.domainIds !== null && scope.domainIds.length === 0) return [];
  const rows: PlainRow[] = [];
  for (const kind of scope.kinds) {
    const own =
      kind === 'response' || kind === 'response_groups'
        ? (on: Kysely<Database>, read: RollupReadScope, by: GroupBy) =>
            plainResponse(on, read, by, kind)
        : kind === 'scores'
          ? plainScores
          : kind === 'team'
            ? plainTeam
            : undefined;
    if (own) {
      // One row per decided report: a spread of a million arguments overflows the stack.
      for (const row of await own(db, scope, groupBy)) rows.push(row);
      continue;
    }
    for (const plain of await plainKinds(db, kind)) {
      const found = await baseQuery(db, scope, plain.day)
        .where(plain.where as Expression<SqlBool>)
        .select([
          domainColumn(groupBy, scope).as('by'),
          dayColumn(groupBy, plain.day).as('day'),
          plain.dim1.as('dim1'),
          plain.dim2.as('dim2'),
          sql<number | string>`count(*)`.as('n'),
        ])
        // By position: PostgreSQL refuses a constant ('' or an id) in GROUP BY.
        .groupBy([sql`1`, sql`2`, sql`3`, sql`4`])
        .execute();
      for (const row of found) rows.push({ kind, ...row, n: Number(row.n) });
    }
  }
  const merged = new Map<string, PlainRow>();
  for (const row of rows) {
    const key = [row.kind, row.by, row.day, row.dim1, row.dim2].join('\u0000');
    const existing = merged.get(key);
    if (existing) existing.n += row.n;
    else merged.set(key, { ...row });
  }
  return [...merged.values()].filter((row) => row.n !== 0);
}

/** readRollupTotals's answer, by aggregate queries over the reports. */
export async function readPlainTotals(
  db: Kysely<Database>,
  scope: RollupReadScope,
): Promise<RollupTotal[]> {
  return (await plainRows(db, scope, 'domain')).map((row) => ({
    kind: row.kind,
    domain_id: row.by,
    dim1: row.dim1,
    dim2: row.dim2,
    n: row.n,
  }));
}

/** readRollupDays's answer, by aggregate queries over the reports. */
export async function readPlainDays(
  db: Kysely<Database>,
  scope: RollupReadScope,
): Promise<RollupDayTotal[]> {
  return (await plainRows(db, scope, 'day')).map((row) => ({
    kind: row.kind,
    day: row.day,
    dim1: row.dim1,
    dim2: row.dim2,
    n: row.n,
  }));
}

/** readRollupPeriods's answer, by aggregate queries over the reports: sums per day, given
 *  to their periods. */
export async function readPlainPeriods(
  db: Kysely<Database>,
  scope: RollupPeriodsScope,
): Promise<RollupPeriodTotal[]> {
  const first = scope.periods[0];
  const last = scope.periods.at(-1);
  if (!first || !last) return [];
  const periodOf = new Map<string, number>();
  scope.periods.forEach((period, index) => {
    for (const day of daysOf(period.from, period.to)) periodOf.set(day, index);
  });
  const rows = await plainRows(db, { ...scope, from: first.from, to: last.to }, 'domain-day');
  const sums = new Map<string, RollupPeriodTotal>();
  for (const { by, day, ...row } of rows) {
    const period = periodOf.get(day);
    if (period === undefined) continue;
    const key = [period, row.kind, by, row.dim1, row.dim2].join('\u0000');
    const existing = sums.get(key);
    if (existing) existing.n += row.n;
    else sums.set(key, { ...row, period, domain_id: by });
  }
  return [...sums.values()].filter((row) => row.n !== 0);
}
