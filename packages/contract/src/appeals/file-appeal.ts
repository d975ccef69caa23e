/**
 * An author's appeal of an unpublish (docs/decisions/0185-appeals.md; EU Digital Services Act,
 * Article 20): the plugin passes on the author's explanation, signed like every plugin call.
 * Accepted for an unpublished item within APPEAL_WINDOW_MONTHS of the decision, once per
 * decision; a moderator other than the one who decided answers it, never the engine.
 */
import { z } from 'zod';
import { ZUtcTimestampSchema } from '../common/dates';
import { ZIdSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { APPEAL_MESSAGES, APPEAL_STATUSES, APPEAL_TEXT_MAX } from './appeal-texts';

export const ZFileAppealRequestSchema = z.object({
  text: z
    .string({ error: () => APPEAL_MESSAGES.textRequired })
    .trim()
    .min(1, APPEAL_MESSAGES.textRequired)
    .max(APPEAL_TEXT_MAX, APPEAL_MESSAGES.textTooLong),
});
export type TFileAppealRequest = z.infer<typeof ZFileAppealRequestSchema>;

/** An appeal as the plugin sees it. */
export const ZPluginAppealSchema = z.object({
  id: ZIdSchema,
  /** The item (report) id. */
  item_id: ZIdSchema,
  /** The statement of reasons (the decision) appealed. */
  statement_id: ZIdSchema,
  status: z.enum(APPEAL_STATUSES),
  received_at: ZUtcTimestampSchema,
  decided_at: ZUtcTimestampSchema.nullable(),
});
export type TPluginAppeal = z.infer<typeof ZPluginAppealSchema>;

export const ZFileAppealResponseSchema = z.object({
  message: z.string(),
  data: ZPluginAppealSchema,
});
export type TFileAppealResponse = z.infer<typeof ZFileAppealResponseSchema>;

/**
 * 201 with the appeal. 404: not an item of this domain. 409: the item is not unpublished,
 * the decision was appealed already, or its appeal window has passed. 422: the text.
 */
export const fileAppealEndpoint = defineEndpoint({
  method: 'POST',
  path: '/plugin/v1/content/:id/appeal',
  summary: 'Pass on the author’s appeal of an unpublished item',
  access: 'plugin',
  params: z.object({ id: z.string().min(1) }),
  body: ZFileAppealRequestSchema,
  status: 201,
  errors: [404, 409],
  response: ZFileAppealResponseSchema,
});
