/**
 * What the service POSTs to a plugin's callback URL, signed like a plugin request (the path
 * signed is the callback URL's path with query). `unpublish`: take the item down (automated
 * or by a moderator). `decision`: any other settled status, for plugins that show it.
 */
import { z } from 'zod';
import { ZUtcTimestampSchema } from '../common/dates';
import { ZIdSchema } from '../common/ids';
import { ZStatementOfReasonsSchema } from '../content-policy/statement-of-reasons';
import { ZCmsMetaSchema } from './plugin-endpoints';

export const ZUnpublishCallbackSchema = z.object({
  event: z.literal('unpublish'),
  /** The report id the plugin got from POST /content. */
  id: ZIdSchema,
  scheme: z.string(),
  domain: z.string(),
  cms_meta: ZCmsMetaSchema,
  /** 'automatic': a score reached the unpublish threshold; 'manual': a moderator decided. */
  reason: z.enum(['automatic', 'manual']),
  status: z.string(),
  sent_at: ZUtcTimestampSchema,
  /**
   * The statement of reasons to show the author (decision 0182). Optional so that notices
   * queued before it existed still verify; receivers that do not know it ignore it.
   */
  statement: ZStatementOfReasonsSchema.optional(),
});
export type TUnpublishCallback = z.infer<typeof ZUnpublishCallbackSchema>;

export const ZDecisionCallbackSchema = z.object({
  event: z.literal('decision'),
  id: ZIdSchema,
  scheme: z.string(),
  domain: z.string(),
  cms_meta: ZCmsMetaSchema,
  status: z.string(),
  sent_at: ZUtcTimestampSchema,
});
export type TDecisionCallback = z.infer<typeof ZDecisionCallbackSchema>;

export const ZPluginCallbackSchema = z.discriminatedUnion('event', [
  ZUnpublishCallbackSchema,
  ZDecisionCallbackSchema,
]);
export type TPluginCallback = z.infer<typeof ZPluginCallbackSchema>;
