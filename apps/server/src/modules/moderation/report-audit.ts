/** GET /report/:id/audit: a report's history, oldest first, for those who may see the report. */
import { MODERATION_MESSAGES, type TReportAuditEntry } from '@vigil/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { toApiTimestamp } from '../../lib/clock';
import { HttpError } from '../../lib/http-errors';
import { findReportRecord } from './report-records.queries';
import type { ReportViewer } from './report-visibility';

/**
 * Rows of one millisecond (an item scanned and decided at once) keep the order things happen
 * in: arrival, scan, people's decisions, then a callback given up on.
 */
const stepOrder = sql<number>`case audit_log.action when 'submitted' then 0 when 'resubmitted' then 1 when 'scanned' then 2 when 'callback-failed' then 4 else 3 end`;

export async function reportAudit(
  ctx: AppContext,
  viewer: ReportViewer,
  reportId: string,
): Promise<{ data: TReportAuditEntry[] }> {
  const { db } = ctx.database;
  const report = await findReportRecord(db, viewer, reportId);
  if (!report) throw new HttpError(404, MODERATION_MESSAGES.notFound);
  const rows = await db
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
    .where('audit_log.tenant_id', '=', viewer.tenantId)
    .where('audit_log.report_id', '=', report.id)
    .orderBy('audit_log.created_at')
    .orderBy(stepOrder)
    .orderBy('audit_log.id')
    .execute();
  return {
    data: rows.map((row) => ({ ...row, created_at: toApiTimestamp(row.created_at) })),
  };
}
