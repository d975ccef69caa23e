import { z } from 'zod';
import { ZDateRangeQuerySchema } from '../common/dates';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';

const count = z.number().int().nonnegative();

/**
 * Spec §3 dashboard stats for a range of UTC days, both ends inclusive. The spec names the
 * fields; what each counts is ours (docs/decisions/0141-dashboard-figures.md). Every count
 * reads the items as they are now: an item a moderator reverses leaves its old outcome and
 * counts under the new one, on the day of the new decision. A moderator limited by
 * moderation groups counts only the domains open to them; administrators and viewers count
 * every domain, and items of deleted domains too.
 */
export const ZStatsSchema = z.object({
  /** Items whose latest version was submitted in the range (an edit counts on its day). */
  total: count,
  /** Items unpublished automatically (AUTO_UNPUBLISHED now), decided in the range. */
  bot_reject: count,
  /** Items a moderator unpublished (MANUALLY_UNPUBLISHED now), decided in the range. */
  human_reject: count,
  /** Items a moderator approved (MANUALLY_IGNORED now), decided in the range. */
  human_ignore: count,
  /** Existing domains that submitted at least one item in the range. */
  domains: count,
  /** Existing domains the caller can see, whether they submitted or not. */
  total_domains: count,
  /**
   * Median seconds from an item's submission to its first final decision (clean, unpublished
   * or approved; waiting for review is not final), over the items first decided in the
   * range, read at the resolution of RESPONSE_TIME_BUCKETS; 0 when none was decided.
   */
  response_time: z.number().nonnegative(),
  /** The plan's monthly credit allowance (not bound to the range). */
  total_credits: count,
  /** Credits left in the current UTC month. */
  remaining_credits: z.number().int(),
  /** null when the tenant has no plan; the console shows '(Unknown)'. */
  plan_name: z.string().nullable(),
  /**
   * The categories that sent most items to review or unpublish: items submitted in the range
   * whose deciding category is this one and which were flagged (waiting for review,
   * unpublished, or approved after review). Most first, at most TOP_CATEGORIES_IN_STATS.
   */
  top_categories: z.array(z.object({ id: z.string(), name: z.string(), count })),
  /** Items submitted in the range whose media (image, video, audio) Vigil stores. */
  total_artifacts: count,
});
export type TStats = z.infer<typeof ZStatsSchema>;

export const ZGetStatsQuerySchema = ZDateRangeQuerySchema;
export type TGetStatsQuery = z.infer<typeof ZGetStatsQuerySchema>;

export const ZGetStatsResponseSchema = z.object({ data: ZStatsSchema });
export type TGetStatsResponse = z.infer<typeof ZGetStatsResponseSchema>;

/** Also answered at `/stats/` (api-notes). */
export const getStatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/stats',
  summary: 'Dashboard statistics for a date range',
  access: 'session',
  roles: ALL_ROLES,
  quiet: true,
  query: ZGetStatsQuerySchema,
  status: 200,
  response: ZGetStatsResponseSchema,
});
