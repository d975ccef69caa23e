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
  FINAL_STATUSES,
  FLAGGED_STATUSES,
  UNPUBLISHED_STATUSES,
  dayOf,
  responseSeconds,
} from './rollup-facts';
import type { RollupDayTotal, RollupReadScope, RollupTotal } from './rollups.queries';

type DayColumn = 'submitted_at' | 'decided_at' | 'first_decided_at';

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

function listed(column: 'scanner_ids' | 'extractor_ids', id: string) {
  return sql<SqlBool>`(',' || reports.${sql.ref(column)} || ',') like ${`%,${id},%`}`;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
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
          dim2: sql`reports.status`,
          where: statusIn(UNPUBLISHED_STATUSES),
        },
      ];
    case 'categories':
      return [
        {
          day: 'submitted_at',
          dim1: sql`reports.top_category_id`,
          dim2: sql`reports.status`,
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
  }
}

function baseQuery(db: Kysely<Database>, scope: RollupReadScope, day: DayColumn) {
  return db
    .selectFrom('reports')
    .where('reports.tenant_id', '=', scope.tenantId)
    .where(`reports.${day}`, '>=', scope.from)
    .where(`reports.${day}`, '<', nextDay(scope.to))
    .$if(scope.domainIds !== null, (query) =>
      query.where('reports.domain_id', 'in', [...(scope.domainIds ?? [])]),
    );
}

const domainKey = sql<string>`coalesce(reports.domain_id, '')`;

/** Response times need each item's two times: the buckets are counted here, not in SQL. */
async function plainResponse(
  db: Kysely<Database>,
  scope: RollupReadScope,
  byDay: boolean,
): Promise<RollupDayTotal[]> {
  const rows = await baseQuery(db, scope, 'first_decided_at')
    .select([domainKey.as('domain_id'), 'reports.submitted_at', 'reports.first_decided_at'])
    .execute();
  const counts = new Map<string, RollupDayTotal & { domain_id: string }>();
  for (const row of rows) {
    if (row.first_decided_at === null) continue;
    const bucket = String(
      responseTimeBucket(responseSeconds(row.submitted_at, row.first_decided_at)),
    );
    const day = byDay ? dayOf(row.first_decided_at) : '';
    const domain = byDay ? '' : row.domain_id;
    const key = `${day}|${domain}|${bucket}`;
    const entry = counts.get(key);
    if (entry) entry.n += 1;
    else
      counts.set(key, { kind: 'response', day, domain_id: domain, dim1: bucket, dim2: '', n: 1 });
  }
  return [...counts.values()];
}

function mergeTotals<Row extends { n: number }>(rows: Row[], key: (row: Row) => string): Row[] {
  const merged = new Map<string, Row>();
  for (const row of rows) {
    const existing = merged.get(key(row));
    if (existing) existing.n += row.n;
    else merged.set(key(row), { ...row });
  }
  return [...merged.values()].filter((row) => row.n !== 0);
}

/** readRollupTotals's answer, by aggregate queries over the reports. */
export async function readPlainTotals(
  db: Kysely<Database>,
  scope: RollupReadScope,
): Promise<RollupTotal[]> {
  if (scope.domainIds !== null && scope.domainIds.length === 0) return [];
  const rows: RollupTotal[] = [];
  for (const kind of scope.kinds) {
    if (kind === 'response') {
      for (const row of await plainResponse(db, scope, false)) {
        rows.push({
          kind,
          domain_id: (row as RollupDayTotal & { domain_id: string }).domain_id,
          dim1: row.dim1,
          dim2: '',
          n: row.n,
        });
      }
      continue;
    }
    for (const plain of await plainKinds(db, kind)) {
      const found = await baseQuery(db, scope, plain.day)
        .where(plain.where as Expression<SqlBool>)
        .select([
          domainKey.as('domain_id'),
          plain.dim1.as('dim1'),
          plain.dim2.as('dim2'),
          sql<number | string>`count(*)`.as('n'),
        ])
        .groupBy([domainKey, plain.dim1, plain.dim2])
        .execute();
      for (const row of found) rows.push({ kind, ...row, n: Number(row.n) });
    }
  }
  return mergeTotals(rows, (row) => `${row.kind}|${row.domain_id}|${row.dim1}|${row.dim2}`);
}

/** readRollupDays's answer, by aggregate queries over the reports. */
export async function readPlainDays(
  db: Kysely<Database>,
  scope: RollupReadScope,
): Promise<RollupDayTotal[]> {
  if (scope.domainIds !== null && scope.domainIds.length === 0) return [];
  const rows: RollupDayTotal[] = [];
  for (const kind of scope.kinds) {
    if (kind === 'response') {
      rows.push(
        ...(await plainResponse(db, scope, true)).map(({ kind: k, day, dim1, dim2, n }) => ({
          kind: k,
          day,
          dim1,
          dim2,
          n,
        })),
      );
      continue;
    }
    for (const plain of await plainKinds(db, kind)) {
      const day = sql<string>`substr(reports.${sql.ref(plain.day)}, 1, 10)`;
      const found = await baseQuery(db, scope, plain.day)
        .where(plain.where as Expression<SqlBool>)
        .select([
          day.as('day'),
          plain.dim1.as('dim1'),
          plain.dim2.as('dim2'),
          sql<number | string>`count(*)`.as('n'),
        ])
        .groupBy([day, plain.dim1, plain.dim2])
        .execute();
      for (const row of found) rows.push({ kind, ...row, n: Number(row.n) });
    }
  }
  return mergeTotals(rows, (row) => `${row.kind}|${row.day}|${row.dim1}|${row.dim2}`);
}
