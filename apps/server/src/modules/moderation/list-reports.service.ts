/**
 * GET /report: a page of the queue, newest first, or what changed since an earlier answer
 * (docs/decisions/0101-moderation-queue-api.md).
 */
import {
  REPORT_POLL_OVERLAP_SECONDS,
  type TListReportsQuery,
  type TListReportsResponse,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { toStoredTimestamp } from '../../lib/clock';
import {
  decodePageCursor,
  decodePollCursor,
  encodePageCursor,
  encodePollCursor,
} from './report-cursors';
import {
  UNPUBLISHED_STATUSES,
  type ReportRecordRow,
  type ReportViewer,
} from '../reports/reports.service';
import { scoresByReport, toReportRecord } from './to-report-record';

/** Host names are stored lower-case (submission-host.ts), so the filter is read so too. */
const normaliseDomain = (domain: string | undefined): string | undefined =>
  domain === undefined ? undefined : domain.trim().replace(/\.$/, '').toLowerCase();

async function toRecords(ctx: AppContext, viewer: ReportViewer, rows: ReportRecordRow[]) {
  const scores = scoresByReport(
    await ctx.services.reports.listRecordScores(
      viewer.tenantId,
      rows.map((row) => row.id),
    ),
  );
  // Only an unpublished report shows a statement: after a reversal the last one is history.
  const unpublished = rows
    .filter((row) => UNPUBLISHED_STATUSES.has(row.status))
    .map((row) => row.id);
  const statements = await ctx.services.reports.listRecordStatements(viewer.tenantId, unpublished);
  return rows.map((row) =>
    toReportRecord(row, scores.get(row.id) ?? [], statements.get(row.id) ?? null),
  );
}

export async function listReports(
  ctx: AppContext,
  viewer: ReportViewer,
  query: TListReportsQuery,
): Promise<TListReportsResponse> {
  // Read before the query: whatever commits after it is at most a commit's time older.
  const now = toStoredTimestamp(ctx.clock.now());
  const domain = normaliseDomain(query.domain);

  if (query.changed_since !== undefined) {
    const poll = decodePollCursor(query.changed_since);
    const since = toStoredTimestamp(
      new Date(new Date(poll.h).getTime() - REPORT_POLL_OVERLAP_SECONDS * 1000),
    );
    const rows = await ctx.services.reports.listQueueChanges(
      viewer,
      domain,
      since,
      poll.k,
      query.limit + 1,
    );
    const more = rows.length > query.limit;
    const page = more ? rows.slice(0, query.limit) : rows;
    const last = page.at(-1);
    // A burst larger than one answer is read on from its last report, without the overlap
    // (which could otherwise hand out the same reports for ever); once caught up, the next
    // poll starts from this answer's time less the overlap.
    const next =
      more && last ? { h: poll.h, k: [last.updated_at, last.id] as [string, string] } : { h: now };
    return {
      data: await toRecords(ctx, viewer, page),
      next_cursor: null,
      poll_cursor: encodePollCursor(next),
    };
  }

  const cursor =
    query.cursor === undefined ? undefined : decodePageCursor(query.cursor, query.direction);
  const filters = { status: query.status, domain, direction: query.direction };
  const rows = await ctx.services.reports.listQueuePage(viewer, filters, cursor, query.limit + 1);
  const more = rows.length > query.limit;
  const page = more ? rows.slice(0, query.limit) : rows;
  const last = page.at(-1);
  return {
    data: await toRecords(ctx, viewer, page),
    next_cursor:
      more && last
        ? encodePageCursor({ d: query.direction, t: last.submitted_at, i: last.id })
        : null,
    poll_cursor: encodePollCursor({ h: now }),
  };
}
