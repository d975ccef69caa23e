/**
 * Bulk review (beyond the spec, docs/decisions/0178-bulk-review.md): one decision for several
 * reports. Each id is decided on its own with the same guards as a single decision (race-safe,
 * tenant- and group-scoped, timed against the moderator's break), and answered on its own.
 */
import { z } from 'zod';
import { ZUtcTimestampSchema } from '../common/dates';
import { zMessageWithData } from '../common/envelopes';
import { ZIdSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { MODERATING_ROLES } from '../roles';
import { DECISION_DELIVERIES } from './moderation-decision';
import { BULK_REVIEW_MESSAGES } from './bulk-review-messages';

/** At most this many reports in one bulk decision. */
export const BULK_DECISION_LIMIT = 100;

export const BULK_DECISIONS = ['unpublish', 'approve'] as const;
export type BulkDecision = (typeof BULK_DECISIONS)[number];

export const ZDecideReportsRequestSchema = z.object({
  decision: z.enum(BULK_DECISIONS),
  ids: z
    .array(ZIdSchema)
    .min(1, BULK_REVIEW_MESSAGES.noIds)
    .max(BULK_DECISION_LIMIT, BULK_REVIEW_MESSAGES.tooManyIds(BULK_DECISION_LIMIT))
    .refine(
      (ids) => new Set(ids.map(String)).size === ids.length,
      BULK_REVIEW_MESSAGES.repeatedIds,
    ),
});
export type TDecideReportsRequest = z.infer<typeof ZDecideReportsRequestSchema>;

/**
 * What became of one id: `decided` (by this request, or it already stood as this user's same
 * decision), `already-decided` (someone else, or this user the other way; `decided_by` names
 * them), `not-found` (not this tenant's, or outside the moderator's groups), `not-decidable`
 * (a status no decision applies to), `failed` (a fault; nothing changed for it).
 */
export const BULK_OUTCOMES = [
  'decided',
  'already-decided',
  'not-found',
  'not-decidable',
  'failed',
] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

export const ZBulkDecisionResultSchema = z.object({
  id: ZIdSchema,
  outcome: z.enum(BULK_OUTCOMES),
  /** The report's status after the request; null when not found. */
  status: z.string().nullable(),
  /** Who decided the report as it stands; null when undecided, unknown or a former user. */
  decided_by: z.string().nullable(),
  decided_at: ZUtcTimestampSchema.nullable(),
  /** For `decided`: whether the site has been told yet. */
  delivery: z.enum(DECISION_DELIVERIES).nullable(),
  /** The same text a single decision would answer for this id. */
  message: z.string(),
});
export type TBulkDecisionResult = z.infer<typeof ZBulkDecisionResultSchema>;

export const ZDecideReportsResponseSchema = zMessageWithData(
  z.object({ results: z.array(ZBulkDecisionResultSchema) }),
);
export type TDecideReportsResponse = z.infer<typeof ZDecideReportsResponseSchema>;

export const decideReportsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/moderation/bulk',
  summary: 'Unpublish or approve several items, each decided and answered on its own',
  access: 'session',
  roles: MODERATING_ROLES,
  moderationTimed: true,
  body: ZDecideReportsRequestSchema,
  status: 200,
  response: ZDecideReportsResponseSchema,
});
