/**
 * A page of appeals as the console reads them (decision 0185): each with the decision it
 * contests (its statement, who made it) and the item as it stands. Three queries a page
 * besides the appeals: statements, report records, their scores.
 */
import type { TAppealRecord } from '@vigil/contract';
import type { AppContext } from '../../context';
import { toApiTimestamp } from '../../lib/clock';
import { scoresByReport, toReportRecord } from '../moderation/to-report-record';
import { toStatement, type AppealRow, type ReportViewer } from '../reports/reports.service';

export async function toAppealRecords(
  ctx: AppContext,
  viewer: ReportViewer,
  appeals: readonly AppealRow[],
): Promise<TAppealRecord[]> {
  const reports = ctx.services.reports;
  const reportIds = [...new Set(appeals.map((appeal) => appeal.report_id))];
  const [statements, records, scoreRows] = await Promise.all([
    reports.listStatementsByIds(
      viewer.tenantId,
      appeals.map((appeal) => appeal.statement_id),
    ),
    reports.listRecordsByIds(viewer, reportIds),
    reports.listRecordScores(viewer.tenantId, reportIds),
  ]);
  const statementById = new Map(statements.map((row) => [row.id, row]));
  const recordById = new Map(records.map((row) => [row.id, row]));
  const scores = scoresByReport(scoreRows);
  const result: TAppealRecord[] = [];
  for (const appeal of appeals) {
    const statement = statementById.get(appeal.statement_id);
    const record = recordById.get(appeal.report_id);
    // Both cascade with the appeal; a row missing here went between the two reads.
    if (statement === undefined || record === undefined) continue;
    result.push({
      id: appeal.id,
      status: appeal.status,
      text: appeal.text,
      received_at: toApiTimestamp(appeal.received_at),
      decided_at: appeal.decided_at === null ? null : toApiTimestamp(appeal.decided_at),
      decided_by: appeal.decided_by_name,
      override: appeal.override === 1,
      statement: toStatement(statement),
      original: {
        status: statement.automated_decision === 1 ? 'AUTO_UNPUBLISHED' : 'MANUALLY_UNPUBLISHED',
        decided_by: statement.automated_decision === 1 ? null : statement.decider_name,
        decided_by_you: statement.decided_by !== null && statement.decided_by === viewer.userId,
      },
      report: toReportRecord(record, scores.get(record.id) ?? [], null),
    });
  }
  return result;
}
