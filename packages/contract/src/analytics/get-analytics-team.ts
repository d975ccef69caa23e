/**
 * The team (decision 0170): each moderator's decisions made in the range (that stand now),
 * with the median and 90th percentile of the time from the item's submission to that
 * decision, read at the resolution of RESPONSE_TIME_BUCKETS; the review queue's backlog at
 * the end of each period; and the age of the oldest item waiting for review now.
 * A moderator sees only their own row; administrators and viewers see everyone's.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';
import { ZAnalyticsPeriodSchema, ZAnalyticsTimeQuerySchema } from './analytics-query';

const count = z.number().int().nonnegative();

export const ZTeamMemberSchema = z.object({
  /** null: users since deleted, gathered in one row. */
  user_id: z.string().nullable(),
  name: z.string(),
  decisions: count,
  unpublished: count,
  approved: count,
  median_seconds: z.number().nonnegative(),
  p90_seconds: z.number().nonnegative(),
});
export type TTeamMember = z.infer<typeof ZTeamMemberSchema>;

export const ZTeamAnalyticsSchema = z.object({
  /** Most decisions first. */
  moderators: z.array(ZTeamMemberSchema),
  /**
   * Items waiting for review (sent to review by the engine, not yet decided by a person) at
   * the end of each period's last day, as the items are now.
   */
  backlog: z.array(ZAnalyticsPeriodSchema.extend({ waiting: count })),
  /** Seconds since the submission of the oldest item waiting for review now; null: none waits. */
  oldest_waiting_seconds: z.number().nonnegative().nullable(),
});
export type TTeamAnalytics = z.infer<typeof ZTeamAnalyticsSchema>;

export const ZGetAnalyticsTeamResponseSchema = z.object({ data: ZTeamAnalyticsSchema });
export type TGetAnalyticsTeamResponse = z.infer<typeof ZGetAnalyticsTeamResponseSchema>;

export const getAnalyticsTeamEndpoint = defineEndpoint({
  method: 'GET',
  path: '/analytics/team',
  summary: 'Decisions and response times per moderator, and the review backlog',
  access: 'session',
  roles: ALL_ROLES,
  quiet: true,
  query: ZAnalyticsTimeQuerySchema,
  status: 200,
  response: ZGetAnalyticsTeamResponseSchema,
});
