/**
 * Score distributions per category (decision 0170): the scores the engine gave, in
 * SCORE_BUCKET_COUNT buckets of SCORE_BUCKET_WIDTH points, of the items scanned in the range
 * (their latest version, on the day of its scan), with the domain's thresholds when one
 * domain is in view.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';
import { ZAnalyticsQuerySchema } from './analytics-query';

const count = z.number().int().nonnegative();

export const ZScoreDistributionSchema = z.object({
  category_id: z.string(),
  name: z.string(),
  scanner_id: z.number().int(),
  /** Items per bucket, index = bucket (scoreBucket), always SCORE_BUCKET_COUNT entries. */
  buckets: z.array(count),
  /**
   * The category's saved thresholds on the one domain in view (0/0 when none is saved, as the
   * engine reads it); null when the view spans several domains or the domain is deleted.
   */
  thresholds: z
    .object({
      moderation_threshold: z.number().int(),
      unpublish_threshold: z.number().int(),
    })
    .nullable(),
});
export type TScoreDistribution = z.infer<typeof ZScoreDistributionSchema>;

/** Categories that scored anything in the range, by scanner, then name. */
export const ZGetAnalyticsScoresResponseSchema = z.object({
  data: z.array(ZScoreDistributionSchema),
});
export type TGetAnalyticsScoresResponse = z.infer<typeof ZGetAnalyticsScoresResponseSchema>;

export const getAnalyticsScoresEndpoint = defineEndpoint({
  method: 'GET',
  path: '/analytics/scores',
  summary: 'Score distributions per category, with the thresholds',
  access: 'session',
  roles: ALL_ROLES,
  quiet: true,
  query: ZAnalyticsQuerySchema,
  status: 200,
  response: ZGetAnalyticsScoresResponseSchema,
});
