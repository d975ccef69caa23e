import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { MODERATING_ROLES } from '../roles';
import { MODERATION_STATUSES } from '../moderation-status';
import { ZReportRecordSchema } from './report-record';

export const REPORT_PAGE_DEFAULT = 200;
export const REPORT_PAGE_MAX = 1000;
/**
 * The console's queue asks for its first and older pages in parts of this many (decision
 * 0180): a moderator sees a handful of cards at once, and a smaller first answer paints
 * sooner; scrolling on reads the next part. Polls keep REPORT_PAGE_DEFAULT, so a burst of
 * changes needs fewer rounds.
 */
export const REPORT_QUEUE_PAGE = 50;

/**
 * Polling reads changes from a little before the previous answer's time, so a change stamped
 * by an instance whose clock is slightly behind, or committed just after that answer, is not
 * missed. A change may therefore arrive twice: the same `_id` with the same `updated_at` is
 * the same version.
 */
export const REPORT_POLL_OVERLAP_SECONDS = 5;

/**
 * The console always asks for newest first; `status` and `domain` are left out when the
 * filter is 'all' (spec §2, §7). The filter offers only known statuses.
 */
export const ZListReportsQuerySchema = z.object({
  sort: z.literal('utc_datetime').default('utc_datetime'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(MODERATION_STATUSES).optional(),
  /**
   * A domain name from the domain list (its subdomains' reports included), or a report's own
   * `domain`. Applied to polling too.
   */
  domain: z.string().min(1).max(260).optional(),
  /** Next page: the `next_cursor` of the previous answer (newest first, stable under inserts). */
  cursor: z.string().min(1).max(200).optional(),
  /**
   * Polling: only reports changed (new, rescanned, decided, edited) after this `poll_cursor`
   * of an earlier answer, oldest change first, at most `limit`; `cursor` and `status` are
   * ignored with it (a report that left the filtered status must reach the console to be
   * dropped there). See REPORT_POLL_OVERLAP_SECONDS.
   */
  changed_since: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(REPORT_PAGE_DEFAULT),
});
export type TListReportsQuery = z.infer<typeof ZListReportsQuerySchema>;

export const ZListReportsResponseSchema = z.object({
  data: z.array(ZReportRecordSchema),
  /** Pass as `cursor` for the next (older) page; null at the end. */
  next_cursor: z.string().nullable(),
  /**
   * Pass as `changed_since` to receive what changes after this answer. After a poll that
   * returned `limit` reports, polling again at once reads on.
   */
  poll_cursor: z.string(),
});
export type TListReportsResponse = z.infer<typeof ZListReportsResponseSchema>;

/**
 * 423 while this moderator is locked (spec §4, §8); a success clears the lock screen. A
 * moderator sees only reports of domains their moderation groups may moderate.
 */
export const listReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/report',
  summary: 'List reports for moderation',
  access: 'session',
  roles: MODERATING_ROLES,
  moderationTimed: true,
  query: ZListReportsQuerySchema,
  status: 200,
  response: ZListReportsResponseSchema,
});
