import { PLUGIN_MESSAGES, type TContentStatusResponse } from '@vigil/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-errors';
import type { PluginCaller } from './plugin-auth';

/**
 * GET /content/:id: the report's status and scores, highest first. Only the key's own
 * domain's reports are visible (another domain's id, even the same tenant's, is a 404).
 */
export async function getContentStatus(
  ctx: AppContext,
  caller: PluginCaller,
  reportId: string,
): Promise<TContentStatusResponse> {
  const report = await ctx.services.reports.findDomainReport(
    caller.tenantId,
    caller.domainId,
    reportId,
  );
  if (!report) throw notFound(PLUGIN_MESSAGES.contentNotFound);
  return { id: report.id, status: report.status, categories: report.scores };
}
