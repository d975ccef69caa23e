/**
 * Automation quality (decision 0170): of the items the engine judged in the range (their
 * latest version, on the day of its scan), how many it decided itself and how many it sent to
 * a person, and how many of its own decisions a moderator later reversed — by the item's top
 * category and by that category's scanner.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';
import { ZAnalyticsQuerySchema } from './analytics-query';

const count = z.number().int().nonnegative();

/**
 * `judged` = passed_clean + auto_unpublished + sent_to_review. Reversals: an item passed
 * clean that a moderator unpublished (`reversed_clean`), an auto-unpublished item a moderator
 * approved (`reversed_unpublish`). Of the items sent to review: approved (a flag a person
 * found harmless) and unpublished by a moderator; the rest still wait.
 */
export const ZAutomationRowSchema = z.object({
  /** A category id or a scanner id as text; `none` for items no category scored. */
  key: z.string(),
  label: z.string(),
  judged: count,
  passed_clean: count,
  auto_unpublished: count,
  sent_to_review: count,
  reversed_clean: count,
  reversed_unpublish: count,
  review_approved: count,
  review_unpublished: count,
});
export type TAutomationRow = z.infer<typeof ZAutomationRowSchema>;

export const ZAutomationQualitySchema = z.object({
  /** Key `all`. */
  total: ZAutomationRowSchema,
  /** Most judged first; rows with nothing judged are left out. */
  by_category: z.array(ZAutomationRowSchema),
  by_scanner: z.array(ZAutomationRowSchema),
});
export type TAutomationQuality = z.infer<typeof ZAutomationQualitySchema>;

export const ZGetAnalyticsAutomationResponseSchema = z.object({ data: ZAutomationQualitySchema });
export type TGetAnalyticsAutomationResponse = z.infer<typeof ZGetAnalyticsAutomationResponseSchema>;

export const getAnalyticsAutomationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/analytics/automation',
  summary: 'How much the engine decided itself, and how often a moderator reversed it',
  access: 'session',
  roles: ALL_ROLES,
  quiet: true,
  query: ZAnalyticsQuerySchema,
  status: 200,
  response: ZGetAnalyticsAutomationResponseSchema,
});
