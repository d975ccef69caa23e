/**
 * The console's side of appeals (docs/decisions/0185-appeals.md): the Moderation screen's
 * Appeals view reads them, and a moderator other than the one who made the decision upholds
 * or reverses each. Under /report and /moderation, so both are timed and answer 423 during a
 * moderator's break like the queue.
 */
import { z } from 'zod';
import { ZUtcTimestampSchema } from '../common/dates';
import { zMessageWithData } from '../common/envelopes';
import { ZIdSchema } from '../common/ids';
import { ZStatementOfReasonsSchema } from '../content-policy/statement-of-reasons';
import { defineEndpoint } from '../endpoint';
import { DECISION_DELIVERIES } from '../moderation/moderation-decision';
import { ZReportRecordSchema } from '../moderation/report-record';
import { MODERATING_ROLES } from '../roles';
import { APPEAL_STATUSES } from './appeal-texts';

export const APPEAL_PAGE_DEFAULT = 50;
export const APPEAL_PAGE_MAX = 200;

/** `open` (the default) lists the oldest first, to be answered in turn; others newest first. */
export const ZListAppealsQuerySchema = z.object({
  status: z.enum([...APPEAL_STATUSES, 'all']).default('open'),
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(APPEAL_PAGE_MAX).default(APPEAL_PAGE_DEFAULT),
});
export type TListAppealsQuery = z.infer<typeof ZListAppealsQuerySchema>;

export const ZAppealRecordSchema = z.object({
  id: ZIdSchema,
  status: z.enum(APPEAL_STATUSES),
  /** The author's explanation, as the plugin sent it. */
  text: z.string(),
  received_at: ZUtcTimestampSchema,
  decided_at: ZUtcTimestampSchema.nullable(),
  /** Who decided the appeal; null while open, or a former user. */
  decided_by: z.string().nullable(),
  /** An administrator decided the appeal of their own decision. */
  override: z.boolean(),
  /** The decision appealed, as the author was told it. */
  statement: ZStatementOfReasonsSchema,
  original: z.object({
    /** AUTO_UNPUBLISHED or MANUALLY_UNPUBLISHED. */
    status: z.string(),
    /** The moderator who unpublished it; null when the engine did, or a former user. */
    decided_by: z.string().nullable(),
    /** The viewer made the decision, so only an administrator's override lets them decide. */
    decided_by_you: z.boolean(),
  }),
  /** The item as it stands now. */
  report: ZReportRecordSchema,
});
export type TAppealRecord = z.infer<typeof ZAppealRecordSchema>;

export const ZListAppealsResponseSchema = z.object({
  data: z.array(ZAppealRecordSchema),
  next_cursor: z.string().nullable(),
  /** Appeals waiting for a decision that the viewer may see, whatever the filter. */
  open_count: z.number().int().nonnegative(),
});
export type TListAppealsResponse = z.infer<typeof ZListAppealsResponseSchema>;

export const listAppealsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/report/appeals',
  summary: 'List authors’ appeals of unpublished items',
  access: 'session',
  roles: MODERATING_ROLES,
  moderationTimed: true,
  query: ZListAppealsQuerySchema,
  status: 200,
  response: ZListAppealsResponseSchema,
});

export const APPEAL_OUTCOMES = ['uphold', 'reverse'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

export const ZDecideAppealRequestSchema = z.object({
  id: ZIdSchema,
  outcome: z.enum(APPEAL_OUTCOMES),
  /** An administrator deciding the appeal of their own decision says so; it is recorded. */
  override: z.boolean().default(false),
});
export type TDecideAppealRequest = z.infer<typeof ZDecideAppealRequestSchema>;

export const ZAppealDecisionSchema = z.object({
  id: ZIdSchema,
  status: z.enum(APPEAL_STATUSES),
  decided_at: ZUtcTimestampSchema,
  decided_by: z.string(),
  override: z.boolean(),
  /** The item's status after the decision. */
  report_status: z.string(),
  delivery: z.enum(DECISION_DELIVERIES),
});
export type TAppealDecision = z.infer<typeof ZAppealDecisionSchema>;

export const ZDecideAppealResponseSchema = zMessageWithData(ZAppealDecisionSchema);
export type TDecideAppealResponse = z.infer<typeof ZDecideAppealResponseSchema>;

/**
 * 404: not an appeal the viewer may see. 409: decided already, lapsed, or the viewer made the
 * original decision (without an administrator's override).
 */
export const decideAppealEndpoint = defineEndpoint({
  method: 'POST',
  path: '/moderation/appeal',
  summary: 'Uphold or reverse an author’s appeal',
  access: 'session',
  roles: MODERATING_ROLES,
  moderationTimed: true,
  body: ZDecideAppealRequestSchema,
  status: 200,
  errors: [409],
  response: ZDecideAppealResponseSchema,
});
