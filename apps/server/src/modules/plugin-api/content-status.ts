import { PLUGIN_MESSAGES, type TContentStatusResponse } from '@vigil/contract';
import type { AppContext } from '../../context';
import { HttpError } from '../../lib/http-errors';
import type { PluginCaller } from './plugin-auth';
import { findDomainReport, listReportScores } from './content-status.queries';

/**
 * GET /content/:id: the report's status and scores, highest first. Only the key's own
 * domain's reports are visible (another domain's id, even the same tenant's, is a 404).
 */
export async function getContentStatus(
  ctx: AppContext,
  caller: PluginCaller,
  reportId: string,
): Promise<TContentStatusResponse> {
  const { db } = ctx.database;
  const report = await findDomainReport(db, caller.tenantId, caller.domainId, reportId);
  if (!report) throw new HttpError(404, PLUGIN_MESSAGES.contentNotFound);
  const categories = await listReportScores(db, caller.tenantId, report.id);
  return { id: report.id, status: report.status, categories };
}
