/** GET /report/:id/audit: a report's history, oldest first, for those who may see the report. */
import { MODERATION_MESSAGES, type TReportAuditEntry } from '@vigil/contract';
import type { AppContext } from '../../context';
import { toApiTimestamp } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import type { ReportViewer } from '../reports/reports.service';

export async function reportAudit(
  ctx: AppContext,
  viewer: ReportViewer,
  reportId: string,
): Promise<{ data: TReportAuditEntry[] }> {
  const { reports } = ctx.services;
  const report = await reports.findRecord(viewer, reportId);
  if (!report) throw notFound(MODERATION_MESSAGES.notFound);
  const rows = await reports.listAudit(viewer.tenantId, report.id);
  return {
    data: rows.map((row) => ({ ...row, created_at: toApiTimestamp(row.created_at) })),
  };
}
