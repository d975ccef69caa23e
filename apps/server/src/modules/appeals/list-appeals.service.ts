/** GET /report/appeals: a page of the appeals the viewer may see (decision 0185). */
import type { TListAppealsQuery, TListAppealsResponse } from '@vigil/contract';
import type { AppContext } from '../../context';
import type { ReportViewer } from '../reports/reports.service';
import { decodeAppealCursor, encodeAppealCursor } from './appeal-cursor';
import { toAppealRecords } from './appeal-records';

export async function listAppeals(
  ctx: AppContext,
  viewer: ReportViewer,
  query: TListAppealsQuery,
): Promise<TListAppealsResponse> {
  const reports = ctx.services.reports;
  const status = query.status === 'all' ? undefined : query.status;
  const cursor =
    query.cursor === undefined ? undefined : decodeAppealCursor(query.cursor, query.status);
  const rows = await reports.listAppealPage(viewer, status, cursor, query.limit + 1);
  const more = rows.length > query.limit;
  const page = more ? rows.slice(0, query.limit) : rows;
  const last = page.at(-1);
  const [data, openCount] = await Promise.all([
    toAppealRecords(ctx, viewer, page),
    reports.countOpenAppeals(viewer),
  ]);
  return {
    data,
    next_cursor:
      more && last
        ? encodeAppealCursor({ s: query.status, t: last.received_at, i: last.id })
        : null,
    open_count: openCount,
  };
}
