/** Queries of a submission: the report per CMS item, its new version, scores, audit row. */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { AuditLogTable, ReportsTable } from '../../db/schema/moderation-engine';

export interface SubmittedReport {
  id: string;
  status: string;
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

/** Applies an edit only to the version it was based on; false when another edit won. */
export async function updateReportVersion(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
  basedOnVersion: number,
  changes: Updateable<ReportsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('reports')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', reportId)
    .where('version', '=', basedOnVersion)
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

export async function insertAuditRow(
  db: Kysely<Database>,
  row: Insertable<AuditLogTable>,
): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}
