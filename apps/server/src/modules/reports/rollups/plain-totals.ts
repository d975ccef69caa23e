/**
 * The roll-ups' sums computed the plain way, by aggregate queries over the reports table: the
 * yardstick of the benchmark and of the property tests that prove the roll-ups never drift
 * (decision 0140). The definitions are rollup-facts.ts's, restated in SQL; nothing here reads
 * report_rollups.
 */
import { responseTimeBucket } from '@vigil/contract';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
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
import { ALL_DOMAINS } from './rollup-deltas';
import { addDays } from './rollup-range';
import type { RollupDayTotal, RollupReadScope, RollupTotal } from './rollups.queries';

type DayColumn = 'submitted_at' | 'decided_at' | 'first_decided_at' | 'scanned_at';

interface PlainKind {
  day: DayColumn;
  dim1: RawBuilder<string>;
  dim2: RawBuilder<string>;
  where: RawBuilder<SqlBool>;
}

const statusIn = (statuses: ReadonlySet<string>) =>
  sql<SqlBool>`reports.status in (${sql.join([...statuses])})`;
// Constants are cast: PostgreSQL refuses a bare literal in GROUP BY ("non-integer constant
// in GROUP BY"), and the dimensions are grouped by whatever they are.
const none = sql<string>`cast('' as text)`;
const always = sql<SqlBool>`1 = 1`;
/** `label` for a report whose status is among `statuses`, '' for the rest. */
const caseIn = (statuses: ReadonlySet<string>, label: string) =>
  sql<string>`case when ${statusIn(statuses)} then cast(${label} as text) else cast('' as text) end`;

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

function baseQuery(db: Kysely<Database>, scope: RollupReadScope, day: DayColumn) {
  return db
    .selectFrom('reports')
    .where('reports.tenant_id', '=', scope.tenantId)
    .where(`reports.${day}`, '>=', scope.from)
    .where(`reports.${day}`, '<', addDays(scope.to, 1))
    .$if(scope.domainIds !== null, (query) =>
      query.where('reports.domain_id', 'in', [...(scope.domainIds ?? [])]),
    );
}

/** A plain sum, grouped by domain (for totals) or by UTC day (for days). */
interface PlainRow {
  kind: RollupKind;
  by: string;
  dim1: string;
  dim2: string;
  n: number;
}

type GroupBy = 'domain' | 'day';

const byColumn = (groupBy: GroupBy, day: DayColumn, scope: RollupReadScope) =>
  groupBy === 'day'
    ? sql<string>`substr(reports.${sql.ref(day)}, 1, 10)`
    : scope.domainIds === null && !scope.byDomain
      ? sql<string>`cast(${ALL_DOMAINS} as text)`
      : sql<string>`coalesce(reports.domain_id, '')`;

/** Response times need each item's two times: the buckets are counted here, not in SQL. */
async function plainResponse(
  db: Kysely<Database>,
  scope: RollupReadScope,
  groupBy: GroupBy,
): Promise<PlainRow[]> {
  const rows = await baseQuery(db, scope, 'first_decided_at')
    .select([
      byColumn(groupBy, 'first_decided_at', scope).as('by'),
      'reports.submitted_at',
      'reports.first_decided_at',
    ])
    .execute();
  return rows.flatMap((row) =>
    row.first_decided_at === null
      ? []
      : [
          {
            kind: 'response' as const,
            by: row.by,
            dim1: String(
              responseTimeBucket(responseSeconds(row.submitted_at, row.first_decided_at)),
            ),
            dim2: '',
            n: 1,
          },
        ],
  );
}

async function plainRows(
  db: Kysely<Database>,
  scope: RollupReadScope,
  groupBy: GroupBy,
): Promise<PlainRow[]> {
  if (scope.domainIds !== null && scope.domainIds.length === 0) return [];
  const rows: PlainRow[] = [];
  for (const kind of scope.kinds) {
    if (kind === 'response') {
      // One row per decided report: a spread of a million arguments overflows the stack.
      for (const row of await plainResponse(db, scope, groupBy)) rows.push(row);
      continue;
    }
    for (const plain of await plainKinds(db, kind)) {
      const found = await baseQuery(db, scope, plain.day)
        .where(plain.where as Expression<SqlBool>)
        .select([
          byColumn(groupBy, plain.day, scope).as('by'),
          plain.dim1.as('dim1'),
          plain.dim2.as('dim2'),
          sql<number | string>`count(*)`.as('n'),
        ])
        // By position: PostgreSQL refuses a constant ('' or an id) in GROUP BY.
        .groupBy([sql`1`, sql`2`, sql`3`])
        .execute();
      for (const row of found) rows.push({ kind, ...row, n: Number(row.n) });
    }
  }
  const merged = new Map<string, PlainRow>();
  for (const row of rows) {
    const key = [row.kind, row.by, row.dim1, row.dim2].join('\u0000');
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
  return (await plainRows(db, scope, 'domain')).map(({ by, ...row }) => ({
    ...row,
    domain_id: by,
  }));
}

/** readRollupDays's answer, by aggregate queries over the reports. */
export async function readPlainDays(
  db: Kysely<Database>,
  scope: RollupReadScope,
): Promise<RollupDayTotal[]> {
  return (await plainRows(db, scope, 'day')).map(({ by, ...row }) => ({ ...row, day: by }));
}
