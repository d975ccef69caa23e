/**
 * The statements behind the console's queue, built as listReports builds them
 * (list-reports.service.ts through the reports service), and their plans on either database:
 * for the queue's plan test and bench/queue-scale.bench.ts. The first page the console asks
 * for (REPORT_QUEUE_PAGE rows, and one more that says whether there is a next page), the same
 * with each status of its filter, a moderator's (their groups' domains only), and its poll
 * (`changed_since`, the default limit, no status).
 */
import {
  MODERATION_STATUSES,
  REPORT_PAGE_DEFAULT,
  REPORT_QUEUE_PAGE,
  type ModerationStatus,
} from '@vigil/contract';
import type { Compilable, Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import {
  changedReportsQuery,
  reportPageQuery,
  type ReportViewer,
} from '../reports/reports.service';

export type QueueRead =
  | { kind: 'page'; who: 'admin' | 'moderator'; status?: ModerationStatus }
  | { kind: 'poll'; who: 'admin' };

/** Every read the benchmark times and the plan test checks, in the order they are shown. */
export const QUEUE_READS: readonly QueueRead[] = [
  { kind: 'page', who: 'admin' },
  ...MODERATION_STATUSES.map((status): QueueRead => ({ kind: 'page', who: 'admin', status })),
  { kind: 'page', who: 'moderator' },
  { kind: 'poll', who: 'admin' },
];

export function queueReadLabel(read: QueueRead): string {
  if (read.kind === 'poll') return 'poll (changed_since), administrator';
  const who = read.who === 'moderator' ? 'moderator limited by groups' : 'administrator';
  return read.status ? `first page, ${who}, status ${read.status}` : `first page, ${who}`;
}

/** The query string the console sends for this read. */
export function queueReadQuery(read: QueueRead, pollCursor: string): string {
  if (read.kind === 'poll') return `changed_since=${pollCursor}`;
  const status = read.status ? `&status=${read.status}` : '';
  return `limit=${REPORT_QUEUE_PAGE}${status}`;
}

export interface QueueViewers {
  admin: ReportViewer;
  moderator: ReportViewer;
}

/** The statement the server sends for this read; `since` is the poll's stored timestamp. */
export function queueStatement(
  db: Kysely<Database>,
  read: QueueRead,
  viewers: QueueViewers,
  since: string,
): Compilable {
  if (read.kind === 'poll') {
    return changedReportsQuery(
      db,
      viewers.admin,
      undefined,
      since,
      undefined,
      REPORT_PAGE_DEFAULT + 1,
    );
  }
  return reportPageQuery(
    db,
    viewers[read.who],
    { status: read.status, direction: 'desc' },
    undefined,
    REPORT_QUEUE_PAGE + 1,
  );
}

// The plan reader is shared with the job claim's test (src/test/explain-statement.ts).
export { explainStatement } from '../../test/explain-statement';
