import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { AuditLogTable, ReportsTable } from '../../db/schema/moderation-engine';

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

/**
 * Changes a report only while it is still the version that was read and still PENDING, so a
 * decision never lands on newer content or over another decision (a second worker's, a
 * moderator's). False when the guard did not hold.
 */
export async function updatePendingReport(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
  version: number,
  changes: Updateable<ReportsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('reports')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', reportId)
    .where('version', '=', version)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceReportScores(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
  scores: Readonly<Record<string, number>>,
): Promise<void> {
  await db
    .deleteFrom('report_scores')
    .where('tenant_id', '=', tenantId)
    .where('report_id', '=', reportId)
    .execute();
  const rows = Object.entries(scores).map(([categoryId, score]) => ({
    report_id: reportId,
    tenant_id: tenantId,
    category_id: categoryId,
    score,
  }));
  if (rows.length > 0) await db.insertInto('report_scores').values(rows).execute();
}

export async function insertAuditEntry(
  db: Kysely<Database>,
  row: Selectable<AuditLogTable>,
): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}
