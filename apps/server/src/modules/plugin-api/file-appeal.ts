/**
 * POST /content/:id/appeal (docs/decisions/0185-appeals.md; DSA Article 20): the author's
 * appeal of the unpublish standing on an item of the key's own domain, within its window,
 * once per decision. The appeal waits for a moderator other than the one who decided.
 */
import {
  APPEAL_MESSAGES,
  PLUGIN_MESSAGES,
  type TFileAppealRequest,
  type TFileAppealResponse,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { toApiTimestamp, toStoredTimestamp } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-errors';
import { createId } from '../../lib/tokens';
import type { PluginCaller } from './plugin-auth';
import { UNPUBLISHED_STATUSES } from '../reports/reports.service';

export async function fileAppeal(
  ctx: AppContext,
  caller: PluginCaller,
  reportId: string,
  body: TFileAppealRequest,
): Promise<TFileAppealResponse> {
  const reports = ctx.services.reports;
  const report = await reports.findDomainReport(caller.tenantId, caller.domainId, reportId);
  if (!report) throw notFound(PLUGIN_MESSAGES.contentNotFound);
  if (!UNPUBLISHED_STATUSES.has(report.status))
    throw new HttpError(409, APPEAL_MESSAGES.notUnpublished);
  // The decision standing is the latest statement: every unpublish writes one (decision 0182).
  const statement = await reports.findLatestStatement(caller.tenantId, report.id);
  if (!statement) throw new HttpError(409, APPEAL_MESSAGES.notUnpublished);
  const now = ctx.clock.now();
  if (toStoredTimestamp(now) > statement.appeal_until) {
    throw new HttpError(
      409,
      APPEAL_MESSAGES.windowClosed(toApiTimestamp(statement.appeal_until).slice(0, 10)),
    );
  }
  const id = createId();
  const filed = await reports.fileAppeal({
    now,
    id,
    tenantId: caller.tenantId,
    reportId: report.id,
    statementId: statement.id,
    text: body.text,
    status: report.status,
  });
  if (!filed) throw new HttpError(409, APPEAL_MESSAGES.alreadyAppealed);
  return {
    message: APPEAL_MESSAGES.received,
    data: {
      id,
      item_id: report.id,
      statement_id: statement.id,
      status: 'open',
      received_at: toApiTimestamp(now),
      decided_at: null,
    },
  };
}
