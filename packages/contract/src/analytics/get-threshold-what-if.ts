/**
 * The Streams what-if (decision 0170): for one domain scanner, each of its categories' scores
 * over the last WHAT_IF_DAYS days (today included) of that domain's items, in score buckets,
 * split by what the engine really decided for the item. The console moves the handles over
 * this answer with splitAtThresholds, without a call per move.
 */
import { z } from 'zod';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { MODERATING_ROLES } from '../roles';

const count = z.number().int().nonnegative();

/** The items whose score fell in one bucket, by the engine's verdict on the whole item. */
export const ZWhatIfBucketSchema = z.object({
  passed: count,
  review: count,
  unpublished: count,
});
export type TWhatIfBucket = z.infer<typeof ZWhatIfBucketSchema>;

export const ZWhatIfCategorySchema = z.object({
  category_id: z.string(),
  /** SCORE_BUCKET_COUNT entries, index = bucket. */
  buckets: z.array(ZWhatIfBucketSchema),
});
export type TWhatIfCategory = z.infer<typeof ZWhatIfCategorySchema>;

export const ZThresholdWhatIfSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every category the scanner scores, zeros where nothing was scored. */
  categories: z.array(ZWhatIfCategorySchema),
});
export type TThresholdWhatIf = z.infer<typeof ZThresholdWhatIfSchema>;

/** `:id` is the domain scanner's id, as for saving its thresholds. */
export const ZGetThresholdWhatIfParamsSchema = ZIdParamsSchema;

export const ZGetThresholdWhatIfResponseSchema = z.object({ data: ZThresholdWhatIfSchema });
export type TGetThresholdWhatIfResponse = z.infer<typeof ZGetThresholdWhatIfResponseSchema>;

export const getThresholdWhatIfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/domain-scanner-settings/:id/what-if',
  summary: 'What a domain scanner’s thresholds would have done over the last 30 days',
  access: 'session',
  roles: MODERATING_ROLES,
  quiet: true,
  params: ZGetThresholdWhatIfParamsSchema,
  status: 200,
  response: ZGetThresholdWhatIfResponseSchema,
});
