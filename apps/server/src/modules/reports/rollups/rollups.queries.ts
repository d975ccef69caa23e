/**
 * Every query of report_rollups (decision 0140). Only the reports module writes the table, in
 * the transaction of the report change it follows.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { PLAN_ONCE } from '../../../db/plan-once';
import type { Database } from '../../../db/schema/database';
import type { RollupKind } from '../../../db/schema/moderation-engine';
import { ALL_DOMAINS, type RollupRow } from './rollup-deltas';
import type { RollupScore, RollupSubject } from './rollup-subject';
import { periodsOf, rollupParts } from './rollup-range';

const ROLLUP_KEY = [
  'tenant_id',
  'kind',
  'grain',
  'level',
  'period',
  'domain_id',
  'dim1',
  'dim2',
] as const;

/**
 * Keeps a roll-up read that is a UNION ALL of short ranges of the key off parallel workers on
 * PostgreSQL (decisions 0153, 0173). The planner overestimates such ranges (it takes kind,
 * grain, level and period as independent) and runs them as a Parallel Append with two workers,
 * whose start costs ten times the read: the year's stats spent 12.7 ms on 0.7 ms of work at a
 * million reports. The table's `parallel_workers = 0` keeps a single range serial, but not an
 * Append of them. A call of the parallel-unsafe `vigil_serial_read()` anywhere in the statement
 * keeps all of it serial, in the same round trip (migration 20261128000000); add it with
 * `.$if(keepsSerial(db), (query) => query.where(SERIAL_READ).modifyEnd(PLAN_ONCE))`, which
 * also has PostgreSQL plan the read once per connection (decision 0179). SQLite has no parallel
 * plans.
 */
export const SERIAL_READ = sql<boolean>`vigil_serial_read()`;

export const keepsSerial = (db: Kysely<Database>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** Rows per statement: well inside SQLite's and PostgreSQL's bound-parameter limits. */
const UPSERT_BATCH = 500;

export async function addRollupRows(db: Kysely<Database>, rows: readonly RollupRow[]) {
  for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
    await db
      .insertInto('report_rollups')
      .values(rows.slice(start, start + UPSERT_BATCH))
      .onConflict((conflict) =>
        conflict.columns([...ROLLUP_KEY]).doUpdateSet({
          n: sql<number>`report_rollups.n + excluded.n`,
        }),
      )
      .execute();
  }
}

/** Reports with the columns the roll-ups read (and the deciding category's scanner). */
export function selectRollupSubjects(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('reports')
    .leftJoin('moderation_categories', 'moderation_categories.id', 'reports.top_category_id')
    .select([
      'reports.id',
      'reports.domain_id',
      'reports.content_type',
      'reports.username',
      'reports.status',
      'reports.submitted_at',
      'reports.decided_at',
      'reports.first_decided_at',
      'reports.decided_by',
      'reports.top_category_id',
      'moderation_categories.scanner_id as top_scanner_id',
      'reports.artifact_path',
      'reports.scanner_ids',
      'reports.extractor_ids',
      'reports.automated_status',
      'reports.scanned_at',
    ])
    .where('reports.tenant_id', '=', tenantId);
}

type SubjectRow = Awaited<
  ReturnType<ReturnType<typeof selectRollupSubjects>['executeTakeFirstOrThrow']>
>;

/**
 * Whether the roll-ups count a report's scores (decision 0170): only a scanned version's, so
 * a submission or an unscanned version costs no read of report_scores.
 */
export const countsScores = (row: Pick<SubjectRow, 'automated_status' | 'scanned_at'>): boolean =>
  row.automated_status !== null && row.scanned_at !== null;

export function toRollupSubject(row: SubjectRow, scores: readonly RollupScore[]): RollupSubject {
  return {
    domain_id: row.domain_id,
    content_type: row.content_type,
    username: row.username,
    status: row.status,
    submitted_at: row.submitted_at,
    decided_at: row.decided_at,
    first_decided_at: row.first_decided_at,
    decided_by: row.decided_by,
    top_category_id: row.top_category_id,
    top_scanner_id: row.top_scanner_id,
    has_artifact: row.artifact_path !== null,
    scanner_ids: row.scanner_ids,
    extractor_ids: row.extractor_ids,
    automated_status: row.automated_status,
    scanned_at: row.scanned_at,
    scores: countsScores(row) ? scores : [],
  };
}

/** The scores of some reports of a tenant, by report id (report_scores_tenant_report). */
export async function listRollupScores(
  db: Kysely<Database>,
  tenantId: string,
  reportIds: readonly string[],
): Promise<Map<string, RollupScore[]>> {
  const scores = new Map<string, RollupScore[]>();
  if (reportIds.length === 0) return scores;
  const rows = await db
    .selectFrom('report_scores')
    .select(['report_id', 'category_id', 'score'])
    .where('tenant_id', '=', tenantId)
    .where('report_id', 'in', [...reportIds])
    .execute();
  for (const row of rows) {
    const list = scores.get(row.report_id) ?? [];
    list.push({ category_id: row.category_id, score: row.score });
    scores.set(row.report_id, list);
  }
  return scores;
}

/**
 * A report as the roll-ups read it; `lock` takes the row's lock first (PostgreSQL), so nothing
 * changes it between this reading and the change that follows in the same transaction.
 */
export async function findRollupSubject(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
  lock: boolean,
  /** The scores when the caller knows them unchanged (a person's decision): no read. */
  knownScores?: readonly RollupScore[],
): Promise<RollupSubject | undefined> {
  const row = await selectRollupSubjects(db, tenantId)
    .where('reports.id', '=', reportId)
    .$if(lock, (query) => query.forUpdate('reports'))
    .executeTakeFirst();
  if (!row) return undefined;
  if (knownScores !== undefined || !countsScores(row)) {
    return toRollupSubject(row, knownScores ?? []);
  }
  // In the same transaction, after the row's lock: the scores a change replaces are read
  // before it, those it wrote after it.
  const scores = await listRollupScores(db, tenantId, [reportId]);
  return toRollupSubject(row, scores.get(reportId) ?? []);
}

export interface RollupReadScope {
  tenantId: string;
  kinds: readonly RollupKind[];
  /** Inclusive UTC days, YYYY-MM-DD. */
  from: string;
  to: string;
  /** The domains to count; null for every one (deleted domains included). */
  domainIds: readonly string[] | null;
  /**
   * Whether the answer is wanted per domain. When it is not and every domain counts, the
   * ALL_DOMAINS rows answer, under domain_id '*': a twentieth of the rows for 20 domains.
   */
  byDomain: boolean;
  /**
   * Only the rows with this dim1 (one response-time group, decisions 0152, 0173). The range is
   * then read period by period, each an equality: the group's rows of a period lie together in
   * the key, so each period is one seek instead of a walk through every group's rows.
   */
  dim1?: string;
}

/** One row per domain and dimensions: the sum over the range. */
export interface RollupTotal {
  kind: RollupKind;
  domain_id: string;
  dim1: string;
  dim2: string;
  n: number;
}

/** One row per UTC day and dimensions, summed over the domains in scope. */
export interface RollupDayTotal {
  kind: RollupKind;
  day: string;
  dim1: string;
  dim2: string;
  n: number;
}

/** The rows of the scope's kinds and domains (the 'all' rows for the whole tenant). */
export function scoped(
  db: Kysely<Database>,
  scope: Pick<RollupReadScope, 'tenantId' | 'kinds' | 'domainIds' | 'byDomain'>,
) {
  const query = db
    .selectFrom('report_rollups')
    .where('tenant_id', '=', scope.tenantId)
    .where('kind', 'in', [...scope.kinds]);
  if (scope.domainIds !== null) {
    return query.where('level', '=', 'domain').where('domain_id', 'in', [...scope.domainIds]);
  }
  return scope.byDomain
    ? query.where('level', '=', 'domain')
    : query.where('level', '=', 'all').where('domain_id', '=', ALL_DOMAINS);
}

/**
 * Sums over the range from the monthly rows of whole months and the daily rows of the days at
 * either end, or a partial month's monthly rows less its days outside the range when those
 * are fewer (rollupParts, decision 0150). An empty domain list (a moderator no domain is open
 * to) reads nothing.
 *
 * Each segment is its own SELECT, joined by UNION ALL: with the segments ORed in one WHERE,
 * SQLite searched the primary key by (tenant_id, kind) only and read every daily row of the
 * kinds, a year's worth for any range (docs/benchmarks.md, "The dashboard at a million
 * reports"). Alone, each segment is a range of the key (tenant_id, kind, grain, period).
 */
export function rollupTotalsQuery(db: Kysely<Database>, scope: RollupReadScope) {
  const { dim1 } = scope;
  const parts = rollupParts(scope.from, scope.to).map((part) =>
    scoped(db, scope)
      .where('grain', '=', part.grain)
      .$if(dim1 === undefined, (query) =>
        query.where('period', '>=', part.from).where('period', '<=', part.to),
      )
      .$if(dim1 !== undefined, (query) =>
        query.where('period', 'in', periodsOf(part)).where('dim1', '=', dim1 ?? ''),
      )
      .select([
        'kind',
        'domain_id',
        'dim1',
        'dim2',
        part.sign === 1 ? sql<number>`n`.as('n') : sql<number>`-n`.as('n'),
      ]),
  );
  const [first, ...rest] = parts;
  if (!first) return undefined;
  const union = rest.reduce((all, part) => all.unionAll(part), first);
  // Grouped by the columns that vary only, the dimensions first: sorting thousands of rows
  // on a kind or a domain they all share costs as much as the rest of the read.
  const [onlyKind] = scope.kinds;
  const oneKind = scope.kinds.length === 1 && onlyKind !== undefined;
  const oneDomain = scope.domainIds === null && !scope.byDomain;
  return db
    .selectFrom(union.as('segments'))
    .select([
      oneKind ? sql<RollupKind>`${sql.lit(onlyKind)}`.as('kind') : 'kind',
      oneDomain ? sql<string>`${sql.lit(ALL_DOMAINS)}`.as('domain_id') : 'domain_id',
      'dim1',
      'dim2',
      sql<number | string>`sum(n)`.as('n'),
    ])
    .groupBy([
      'dim1',
      'dim2',
      ...(oneDomain ? [] : (['domain_id'] as const)),
      ...(oneKind ? [] : (['kind'] as const)),
    ])
    .$if(keepsSerial(db), (serial) => serial.where(SERIAL_READ).modifyEnd(PLAN_ONCE));
}

export async function readRollupTotals(
  db: Kysely<Database>,
  scope: RollupReadScope,
): Promise<RollupTotal[]> {
  if (scope.domainIds !== null && scope.domainIds.length === 0) return [];
  const rows = (await rollupTotalsQuery(db, scope)?.execute()) ?? [];
  return rows.map((row) => ({ ...row, n: Number(row.n) })).filter((row) => row.n !== 0);
}

/** Per-day sums over the range, from the daily rows. */
export async function readRollupDays(
  db: Kysely<Database>,
  scope: RollupReadScope,
): Promise<RollupDayTotal[]> {
  if (scope.domainIds !== null && scope.domainIds.length === 0) return [];
  const rows = await scoped(db, scope)
    .where('grain', '=', 'day')
    .where('period', '>=', scope.from)
    .where('period', '<=', scope.to)
    .select(['kind', 'period as day', 'dim1', 'dim2', sql<number | string>`sum(n)`.as('n')])
    .groupBy(['kind', 'period', 'dim1', 'dim2'])
    .execute();
  return rows.map((row) => ({ ...row, n: Number(row.n) })).filter((row) => row.n !== 0);
}
