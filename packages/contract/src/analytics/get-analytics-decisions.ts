/**
 * Decisions over time (decision 0170): the engine's verdicts on the day of the scan (clean,
 * sent to review, auto-unpublished) and moderators' decisions on the day they were made
 * (unpublished, approved), as the items are now: an item a moderator reversed counts its
 * engine verdict and the decision that stands, an edited item only its latest version.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';
import { ZAnalyticsPeriodSchema, ZAnalyticsTimeQuerySchema } from './analytics-query';

export const ANALYTICS_OUTCOMES = [
  'clean',
  'review',
  'auto_unpublished',
  'manually_unpublished',
  'approved',
] as const;
export type AnalyticsOutcome = (typeof ANALYTICS_OUTCOMES)[number];

/** How the decisions are split into series: by outcome (the default) or by one dimension. */
export const ANALYTICS_BREAKDOWNS = ['outcome', 'category', 'domain', 'content_type'] as const;
export type AnalyticsBreakdown = (typeof ANALYTICS_BREAKDOWNS)[number];

/**
 * The key of the series that gathers everything past ANALYTICS_MAX_SERIES (breakdowns by
 * category or domain), and of the series of items no category scored or of deleted domains.
 */
export const ANALYTICS_OTHER_KEY = 'other';
export const ANALYTICS_NONE_KEY = 'none';

export const ZAnalyticsDecisionsQuerySchema = ZAnalyticsTimeQuerySchema.and(
  z.object({
    by: z.enum(ANALYTICS_BREAKDOWNS).default('outcome'),
    /** Count one outcome only (any breakdown but `outcome`); absent: every outcome. */
    outcome: z.enum(ANALYTICS_OUTCOMES).optional(),
  }),
);
export type TAnalyticsDecisionsQuery = z.infer<typeof ZAnalyticsDecisionsQuerySchema>;

const count = z.number().int().nonnegative();

/**
 * One series of a chart over time: `counts[i]` belongs to `periods[i]`. By outcome: the five
 * outcomes in ANALYTICS_OUTCOMES order, always all five. By category (the item's top
 * category; `none` when nothing scored it), domain (`none` for deleted domains) or content
 * type: largest total first, at most ANALYTICS_MAX_SERIES, the rest summed under `other`.
 */
export const ZAnalyticsSeriesSchema = z.object({
  key: z.string(),
  label: z.string(),
  counts: z.array(count),
});
export type TAnalyticsSeries = z.infer<typeof ZAnalyticsSeriesSchema>;

/** Every period of the range is present, with zeros; `series` is empty when nothing counted. */
export const ZAnalyticsTimeSeriesSchema = z.object({
  periods: z.array(ZAnalyticsPeriodSchema),
  series: z.array(ZAnalyticsSeriesSchema),
});
export type TAnalyticsTimeSeries = z.infer<typeof ZAnalyticsTimeSeriesSchema>;

export const ZGetAnalyticsDecisionsResponseSchema = z.object({ data: ZAnalyticsTimeSeriesSchema });
export type TGetAnalyticsDecisionsResponse = z.infer<typeof ZGetAnalyticsDecisionsResponseSchema>;

export const getAnalyticsDecisionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/analytics/decisions',
  summary: 'Decisions over time, by outcome, category, domain or content type',
  access: 'session',
  roles: ALL_ROLES,
  quiet: true,
  query: ZAnalyticsDecisionsQuerySchema,
  status: 200,
  response: ZGetAnalyticsDecisionsResponseSchema,
});
