/**
 * The moderation queue's reads (owned here with every other query of reports; decision 0130): one query for a page of report records (with the names their reasons
 * and decisions refer to, joined in), and the scores of that page with their categories. No query
 * per report.
 */
import type { ModerationStatus } from '@vigil/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import {
  moderatableDomainIds,
  namedDomainIds,
  seesAllReports,
  type ReportViewer,
} from './report-visibility';

/** The reports this viewer may see, each with what its record needs. */
function recordQuery(db: Kysely<Database>, viewer: ReportViewer) {
  let query = db
    .selectFrom('reports')
    .leftJoin('moderation_categories as top_category', 'top_category.id', 'reports.top_category_id')
    .leftJoin('users as decider', (join) =>
      join
        .onRef('decider.id', '=', 'reports.decided_by')
        .onRef('decider.tenant_id', '=', 'reports.tenant_id'),
    )
    // status_reason 'rule:<id>' and 'scanner-unavailable:<id>' name a rule and a scanner.
    .leftJoin('domain_rules as reason_rule', (join) =>
      join
        .onRef('reason_rule.tenant_id', '=', 'reports.tenant_id')
        .on(sql<boolean>`reports.status_reason = 'rule:' || reason_rule.id`),
    )
    .leftJoin('scanners as reason_scanner', (join) =>
      join.on(
        sql<boolean>`reports.status_reason = 'scanner-unavailable:' || cast(reason_scanner.id as text)`,
      ),
    )
    .select((eb) => [
      'reports.id',
      'reports.tenant_id',
      'reports.domain_id',
      'reports.version',
      'reports.submitted_at',
      'reports.status',
      'reports.domain',
      'reports.scheme',
      'reports.cms_id',
      'reports.cms_meta',
      'reports.access_key',
      'reports.username',
      'reports.content_type',
      'reports.content',
      'reports.artifact_path',
      'reports.extraction',
      'reports.status_reason',
      'reports.top_score',
      'reports.decision_source',
      'reports.decided_by',
      'reports.decided_at',
      'reports.updated_at',
      'top_category.name as top_category_name',
      'reason_rule.kind as reason_rule_kind',
      'reason_rule.pattern as reason_rule_pattern',
      'reason_scanner.name as reason_scanner_name',
      // A deleted user's decision keeps the name the audit log wrote down.
      eb
        .case()
        .when(eb.and([eb('reports.decision_source', '=', 'human'), eb('decider.name', 'is', null)]))
        .then(
          eb
            .selectFrom('audit_log')
            .select('audit_log.actor_name')
            .whereRef('audit_log.tenant_id', '=', 'reports.tenant_id')
            .whereRef('audit_log.report_id', '=', 'reports.id')
            .where('audit_log.actor_name', 'is not', null)
            .orderBy('audit_log.created_at', 'desc')
            .limit(1),
        )
        .else(eb.ref('decider.name'))
        .end()
        .as('decider_name'),
    ])
    .where('reports.tenant_id', '=', viewer.tenantId);
  if (!seesAllReports(viewer)) {
    query = query.where('reports.domain_id', 'in', moderatableDomainIds(db, viewer));
  }
  return query;
}

export type ReportRecordRow = Awaited<
  ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>
>;

function withDomain(
  db: Kysely<Database>,
  query: ReturnType<typeof recordQuery>,
  tenantId: string,
  domain: string | undefined,
) {
  if (domain === undefined) return query;
  return query.where((eb) =>
    eb.or([
      eb('reports.domain', '=', domain),
      eb('reports.domain_id', 'in', namedDomainIds(db, tenantId, domain)),
    ]),
  );
}

/** Where a page starts: after the report with this stored `submitted_at` and id. */
export interface PagePosition {
  t: string;
  i: string;
}

/** Where a burst of changes is read on from: the `(updated_at, id)` of the last one handed out. */
export type ChangePosition = readonly [string, string] | undefined;

export interface PageFilters {
  status?: ModerationStatus | undefined;
  domain?: string | undefined;
  direction: 'asc' | 'desc';
}

/**
 * Up to `limit` reports by (submitted_at, id), strictly after the cursor when given; the
 * statement itself, so its plan can be read as it is sent (the queue's plan test and
 * bench/queue-scale.bench.ts).
 */
export function reportPageQuery(
  db: Kysely<Database>,
  viewer: ReportViewer,
  filters: PageFilters,
  cursor: PagePosition | undefined,
  limit: number,
) {
  let query = withDomain(db, recordQuery(db, viewer), viewer.tenantId, filters.domain);
  if (filters.status !== undefined) query = query.where('reports.status', '=', filters.status);
  const { direction } = filters;
  if (cursor) {
    const beyond = direction === 'desc' ? '<' : '>';
    query = query.where((eb) =>
      eb.or([
        eb('reports.submitted_at', beyond, cursor.t),
        eb.and([eb('reports.submitted_at', '=', cursor.t), eb('reports.id', beyond, cursor.i)]),
      ]),
    );
  }
  return query
    .orderBy('reports.submitted_at', direction)
    .orderBy('reports.id', direction)
    .limit(limit);
}

export async function listReportPage(
  db: Kysely<Database>,
  viewer: ReportViewer,
  filters: PageFilters,
  cursor: PagePosition | undefined,
  limit: number,
): Promise<ReportRecordRow[]> {
  return reportPageQuery(db, viewer, filters, cursor, limit).execute();
}

/**
 * Reports changed after `since` (and after the keyset position, when reading a burst in
 * several answers), oldest change first. No status filter: a report that left the status the
 * console shows must reach it, to be dropped there. The statement, as reportPageQuery.
 */
export function changedReportsQuery(
  db: Kysely<Database>,
  viewer: ReportViewer,
  domain: string | undefined,
  since: string,
  after: ChangePosition,
  limit: number,
) {
  let query = withDomain(db, recordQuery(db, viewer), viewer.tenantId, domain).where(
    'reports.updated_at',
    '>',
    since,
  );
  if (after) {
    const [time, id] = after;
    query = query.where((eb) =>
      eb.or([
        eb('reports.updated_at', '>', time),
        eb.and([eb('reports.updated_at', '=', time), eb('reports.id', '>', id)]),
      ]),
    );
  }
  return query.orderBy('reports.updated_at', 'asc').orderBy('reports.id', 'asc').limit(limit);
}

export async function listChangedReports(
  db: Kysely<Database>,
  viewer: ReportViewer,
  domain: string | undefined,
  since: string,
  after: ChangePosition,
  limit: number,
): Promise<ReportRecordRow[]> {
  return changedReportsQuery(db, viewer, domain, since, after, limit).execute();
}

/** One report the viewer may see, or undefined (another tenant's, or a forbidden domain's). */
export async function findReportRecord(
  db: Kysely<Database>,
  viewer: ReportViewer,
  reportId: string,
): Promise<ReportRecordRow | undefined> {
  return recordQuery(db, viewer).where('reports.id', '=', reportId).executeTakeFirst();
}

/** The reports of these ids the viewer may see. */
export async function listReportRecords(
  db: Kysely<Database>,
  viewer: ReportViewer,
  reportIds: readonly string[],
): Promise<ReportRecordRow[]> {
  if (reportIds.length === 0) return [];
  return recordQuery(db, viewer)
    .where('reports.id', 'in', [...reportIds])
    .execute();
}

export interface ReportScoreRow {
  report_id: string;
  category_id: string;
  name: string;
  score: number;
  extractor_id: string | null;
  scanner_id: number;
}

/**
 * The scores of a page of reports, with their categories. The categories (a few dozen, shared
 * by every tenant) are read apart and joined here: on SQLite, joining them row by row cost as
 * much as reading the scores themselves (decision 0196).
 */
export async function listPageScores(
  db: Kysely<Database>,
  tenantId: string,
  reportIds: readonly string[],
): Promise<ReportScoreRow[]> {
  if (reportIds.length === 0) return [];
  const scores = await db
    .selectFrom('report_scores')
    .select(['report_id', 'category_id', 'score'])
    .where('tenant_id', '=', tenantId)
    .where('report_id', 'in', reportIds)
    .execute();
  if (scores.length === 0) return [];
  const categoryIds = [...new Set(scores.map((row) => row.category_id))];
  const categories = new Map(
    (
      await db
        .selectFrom('moderation_categories')
        .select(['id', 'name', 'extractor_id', 'scanner_id'])
        .where('id', 'in', categoryIds)
        .execute()
    ).map((category) => [category.id, category]),
  );
  return scores.flatMap((row) => {
    const category = categories.get(row.category_id);
    if (!category) return [];
    return [
      {
        report_id: row.report_id,
        category_id: row.category_id,
        name: category.name,
        score: row.score,
        extractor_id: category.extractor_id,
        scanner_id: category.scanner_id,
      },
    ];
  });
}
