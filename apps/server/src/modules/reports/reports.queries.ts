/**
 * Every query of reports, report_scores and audit_log outside the moderation queue's reads
 * (report-records.queries.ts). Kysely only; the rules are in reports.service.ts, the one
 * module that writes these tables (decision 0130).
 */
import type { ModerationStatus } from '@vigil/contract';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { AuditLogTable, ReportsTable } from '../../db/schema/moderation-engine';

/** What a submission compares a new item with. */
export interface SubmittedReport {
  id: string;
  status: ModerationStatus;
  version: number;
  content_hash: string;
}

export async function findReportByCmsId(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
  cmsId: string,
): Promise<SubmittedReport | undefined> {
  return db
    .selectFrom('reports')
    .select(['id', 'status', 'version', 'content_hash'])
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .where('cms_id', '=', cmsId)
    .executeTakeFirst();
}

/** False when a racing submission of the same CMS item inserted first (unique index). */
export async function insertReport(
  db: Kysely<Database>,
  row: Insertable<ReportsTable>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('reports')
    .values(row)
    .onConflict((conflict) => conflict.columns(['domain_id', 'cms_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Changes a report only while it still has the status and version that were read, so a
 * change never lands on newer content or over another decision (two moderators, a moderator
 * and the scan, an edit and the scan). False when the guard did not hold.
 */
export async function updateReportGuarded(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
  from: { status: ModerationStatus; version: number },
  changes: Updateable<ReportsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('reports')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', reportId)
    .where('status', '=', from.status)
    .where('version', '=', from.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteReportScores(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
): Promise<void> {
  await db
    .deleteFrom('report_scores')
    .where('tenant_id', '=', tenantId)
    .where('report_id', '=', reportId)
    .execute();
}

export async function insertReportScores(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
  scores: Readonly<Record<string, number>>,
): Promise<void> {
  const rows = Object.entries(scores).map(([categoryId, score]) => ({
    report_id: reportId,
    tenant_id: tenantId,
    category_id: categoryId,
    score,
  }));
  if (rows.length > 0) await db.insertInto('report_scores').values(rows).execute();
}

export async function insertAuditRow(
  db: Kysely<Database>,
  row: Insertable<AuditLogTable>,
): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

export type ScanReportRow = Pick<
  Selectable<ReportsTable>,
  | 'id'
  | 'tenant_id'
  | 'domain_id'
  | 'cms_id'
  | 'cms_meta'
  | 'username'
  | 'content_type'
  | 'scheme'
  | 'domain'
  | 'content'
  | 'content_url'
  | 'artifact_path'
  | 'artifact_mime'
  | 'status'
  | 'status_reason'
  | 'version'
  | 'submitted_at'
>;

export async function findReportForScan(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
): Promise<ScanReportRow | undefined> {
  return db
    .selectFrom('reports')
    .select([
      'id',
      'tenant_id',
      'domain_id',
      'cms_id',
      'cms_meta',
      'username',
      'content_type',
      'scheme',
      'domain',
      'content',
      'content_url',
      'artifact_path',
      'artifact_mime',
      'status',
      'status_reason',
      'version',
      'submitted_at',
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', reportId)
    .executeTakeFirst();
}

export async function findReportStatus(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
): Promise<ModerationStatus | undefined> {
  const row = await db
    .selectFrom('reports')
    .select('status')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', reportId)
    .executeTakeFirst();
  return row?.status;
}

/** A report of one domain (the plugin API sees only its key's domain). */
export async function findDomainReport(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
  reportId: string,
): Promise<{ id: string; status: ModerationStatus } | undefined> {
  return db
    .selectFrom('reports')
    .select(['id', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .where('id', '=', reportId)
    .executeTakeFirst();
}

/** Scores with their category names, highest first (ties by category id, for a stable order). */
export async function listReportScores(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
): Promise<Array<{ id: string; name: string; score: number }>> {
  return db
    .selectFrom('report_scores')
    .innerJoin('moderation_categories', 'moderation_categories.id', 'report_scores.category_id')
    .select(['moderation_categories.id', 'moderation_categories.name', 'report_scores.score'])
    .where('report_scores.tenant_id', '=', tenantId)
    .where('report_scores.report_id', '=', reportId)
    .orderBy('report_scores.score', 'desc')
    .orderBy('moderation_categories.id')
    .execute();
}

/**
 * The tenant's report whose current artifact is `path`. Looked up by primary key (the path's
 * second segment is the report id), so reading an artifact never scans the tenant's reports;
 * an older version's artifact, replaced by an edit, is no longer found.
 */
export async function findArtifactReport(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
  path: string,
): Promise<{ id: string; domain_id: string | null } | undefined> {
  return db
    .selectFrom('reports')
    .select(['id', 'domain_id'])
    .where('id', '=', reportId)
    .where('tenant_id', '=', tenantId)
    .where('artifact_path', '=', path)
    .executeTakeFirst();
}

/**
 * Rows of one millisecond (an item scanned and decided at once) keep the order things happen
 * in: arrival, scan, people's decisions, then a callback given up on.
 */
const stepOrder = sql<number>`case audit_log.action when 'submitted' then 0 when 'resubmitted' then 1 when 'scanned' then 2 when 'callback-failed' then 4 else 3 end`;

/** A report's audit log, oldest first, with the names of the categories it mentions. */
export async function listAuditRows(db: Kysely<Database>, tenantId: string, reportId: string) {
  return db
    .selectFrom('audit_log')
    .leftJoin('moderation_categories', 'moderation_categories.id', 'audit_log.category_id')
    .select([
      'audit_log.id',
      'audit_log.action',
      'audit_log.previous_status',
      'audit_log.new_status',
      'audit_log.actor_name',
      'moderation_categories.name as category_name',
      'audit_log.score',
      'audit_log.detail',
      'audit_log.created_at',
    ])
    .where('audit_log.tenant_id', '=', tenantId)
    .where('audit_log.report_id', '=', reportId)
    .orderBy('audit_log.created_at')
    .orderBy(stepOrder)
    .orderBy('audit_log.id')
    .execute();
}

/**
 * When the oldest item waiting for review now was submitted (decision 0170), among some
 * domains (null: every domain, deleted ones' items included) and of one content type or all.
 * The one read of the reports Analytics makes: a moment, not a sum over days, so no roll-up
 * holds it. reports_tenant_status_submitted (tenant_id, status, submitted_at, id) serves it:
 * the walk starts at the tenant's oldest MODERATE report and stops at the first that matches
 * the filters, the oldest of all when there are none.
 */
export async function findOldestWaitingSubmission(
  db: Kysely<Database>,
  tenantId: string,
  domainIds: readonly string[] | null,
  contentType: string | undefined,
): Promise<string | undefined> {
  if (domainIds !== null && domainIds.length === 0) return undefined;
  const row = await db
    .selectFrom('reports')
    .select('submitted_at')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'MODERATE')
    .$if(domainIds !== null, (query) => query.where('domain_id', 'in', [...(domainIds ?? [])]))
    .$if(contentType !== undefined, (query) => query.where('content_type', '=', contentType ?? ''))
    .orderBy('submitted_at')
    .limit(1)
    .executeTakeFirst();
  return row?.submitted_at;
}

export interface ScanBacklog {
  waiting: number;
  /** As stored; null when nothing waits. */
  oldestSubmittedAt: string | null;
}

/**
 * A domain's reports the engine has not decided yet (PENDING: queued for their scan, waiting
 * for credits or for media) and when the oldest came (decision 0198). The queue's index
 * (tenant, status, submitted_at) finds the tenant's PENDING reports: the backlog's size, not
 * the tenant's history.
 */
export async function findScanBacklog(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
): Promise<ScanBacklog> {
  const row = await db
    .selectFrom('reports')
    .select([
      sql<number | string>`count(*)`.as('waiting'),
      sql<string | null>`min(submitted_at)`.as('oldest'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'PENDING')
    .where('domain_id', '=', domainId)
    .executeTakeFirstOrThrow();
  const waiting = Number(row.waiting);
  return { waiting, oldestSubmittedAt: waiting > 0 ? row.oldest : null };
}
