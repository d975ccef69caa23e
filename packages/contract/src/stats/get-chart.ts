import { z } from 'zod';
import { ZDateRangeQuerySchema, ZQueryDateSchema } from '../common/dates';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';

/**
 * The dashboard charts: one per item of the spec's dashboard list (§1), plus
 * `top-categories` and `top-authors-unpublished` (decision 0141). Every chart counts items
 * as they are now and follows the visibility rule of the stats (get-stats.ts).
 */
export const CHART_IDS = [
  'moderation-activity',
  'top-users-unpublishing',
  'top-domains',
  'clean-vs-unpublished',
  'content-types',
  'extractors',
  'scanners',
  'top-categories',
  'top-authors-unpublished',
] as const;
export type ChartId = (typeof CHART_IDS)[number];

export function isChartId(value: string): value is ChartId {
  return (CHART_IDS as readonly string[]).includes(value);
}

const count = z.number().int().nonnegative();

/**
 * One UTC day of the range, every day present once anything happened in the range:
 * `submitted` items whose latest version arrived that day, and of them those still
 * `waiting` (PENDING or MODERATE); decisions made that day that stand now: `clean`,
 * `auto_unpublished`, `manually_unpublished`, `approved` (MANUALLY_IGNORED).
 */
export const ZModerationActivityPointSchema = z.object({
  day: ZQueryDateSchema,
  submitted: count,
  clean: count,
  auto_unpublished: count,
  manually_unpublished: count,
  approved: count,
  waiting: count,
});

/**
 * Console users by the items they unpublished (decided in the range), most first. Users who
 * were deleted are gathered in one entry with `user_id` null.
 */
export const ZTopUserPointSchema = z.object({
  user_id: z.string().nullable(),
  name: z.string(),
  count,
});

/**
 * Domains by items submitted in the range, most first, with how many of those are
 * unpublished now. Deleted domains are gathered in one entry with `domain_id` null.
 */
export const ZTopDomainPointSchema = z.object({
  domain_id: z.string().nullable(),
  name: z.string(),
  submitted: count,
  unpublished: count,
});

/**
 * Items submitted in the range that are decided now: `clean` (CLEAN or MANUALLY_IGNORED)
 * against `unpublished` (AUTO_ or MANUALLY_UNPUBLISHED). Both entries, in that order.
 */
export const ZCleanVsUnpublishedPointSchema = z.object({
  outcome: z.enum(['clean', 'unpublished']),
  count,
});

/** Items submitted in the range per content type, and how many of them are unpublished now. */
export const ZContentTypePointSchema = z.object({
  content_type: z.string(),
  count,
  unpublished: count,
});

/** Items submitted in the range that each extractor processed. */
export const ZExtractorPointSchema = z.object({
  extractor_id: z.string(),
  name: z.string(),
  count,
});

/**
 * Items submitted in the range that each scanner scored, and of them those it flagged: the
 * deciding category is the scanner's and the item went to review or was unpublished.
 */
export const ZScannerPointSchema = z.object({
  scanner_id: z.number().int(),
  name: z.string(),
  scanned: count,
  flagged: count,
});

/** The categories that flagged most items submitted in the range (stats' top_categories). */
export const ZTopCategoryPointSchema = z.object({
  category_id: z.string(),
  name: z.string(),
  scanner_id: z.number().int(),
  count,
});

/**
 * Content authors (the plugin's username, per domain) by the items of theirs unpublished,
 * decided in the range, most first: the repeat offenders.
 */
export const ZTopAuthorPointSchema = z.object({
  username: z.string(),
  domain: z.string(),
  count,
});

/** Each chart's point, by id. */
export const CHART_POINT_SCHEMAS = {
  'moderation-activity': ZModerationActivityPointSchema,
  'top-users-unpublishing': ZTopUserPointSchema,
  'top-domains': ZTopDomainPointSchema,
  'clean-vs-unpublished': ZCleanVsUnpublishedPointSchema,
  'content-types': ZContentTypePointSchema,
  extractors: ZExtractorPointSchema,
  scanners: ZScannerPointSchema,
  'top-categories': ZTopCategoryPointSchema,
  'top-authors-unpublished': ZTopAuthorPointSchema,
} as const satisfies Readonly<Record<ChartId, z.ZodType>>;

export type TChartPoint<Id extends ChartId> = z.infer<(typeof CHART_POINT_SCHEMAS)[Id]>;
export type TChartData<Id extends ChartId> = Array<TChartPoint<Id>>;

/** Any chart's point: what the one chart call may answer. */
export const ZChartPointSchema = z.union([
  ZModerationActivityPointSchema,
  ZTopUserPointSchema,
  ZTopDomainPointSchema,
  ZCleanVsUnpublishedPointSchema,
  ZContentTypePointSchema,
  ZExtractorPointSchema,
  ZScannerPointSchema,
  ZTopCategoryPointSchema,
  ZTopAuthorPointSchema,
]);
export type TAnyChartPoint = z.infer<typeof ZChartPointSchema>;

/** Any text: an unknown id is answered 404 (no such chart), not 422. */
export const ZGetChartParamsSchema = z.object({ chartId: z.string().min(1).max(100) });
export type TGetChartParams = z.infer<typeof ZGetChartParamsSchema>;

export const ZGetChartQuerySchema = ZDateRangeQuerySchema;
export type TGetChartQuery = z.infer<typeof ZGetChartQuerySchema>;

/** Empty list when the range has no data (spec §7). */
export const ZGetChartResponseSchema = z.object({ data: z.array(ZChartPointSchema) });
export type TGetChartResponse = z.infer<typeof ZGetChartResponseSchema>;

/** Also answered at `/charts/:chartId/` (api-notes). */
export const getChartEndpoint = defineEndpoint({
  method: 'GET',
  path: '/charts/:chartId',
  summary: 'One dashboard chart for a date range',
  access: 'session',
  roles: ALL_ROLES,
  quiet: true,
  params: ZGetChartParamsSchema,
  query: ZGetChartQuerySchema,
  status: 200,
  response: ZGetChartResponseSchema,
});
