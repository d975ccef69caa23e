/**
 * What the service POSTs to a plugin's callback URL, signed like a plugin request (the path
 * signed is the callback URL's path with query). `unpublish`: take the item down (automated
 * or by a moderator). `decision`: any other settled status, for plugins that show it.
 * `republish`: an appeal reversed an unpublish; put the item back (decision 0185). `appeal`:
 * an appeal was decided and the decision stands; tell the author.
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

/** The appeal a `republish` or `appeal` notice answers (decision 0185). */
export const ZAppealOutcomeNoticeSchema = z.object({
  id: ZIdSchema,
  outcome: z.enum(['upheld', 'reversed']),
  decided_at: ZUtcTimestampSchema,
});
export type TAppealOutcomeNotice = z.infer<typeof ZAppealOutcomeNoticeSchema>;

/** An appeal reversed the unpublish: the item is MANUALLY_IGNORED and goes back up. */
export const ZRepublishCallbackSchema = z.object({
  event: z.literal('republish'),
  id: ZIdSchema,
  scheme: z.string(),
  domain: z.string(),
  cms_meta: ZCmsMetaSchema,
  status: z.string(),
  sent_at: ZUtcTimestampSchema,
  appeal: ZAppealOutcomeNoticeSchema,
});
export type TRepublishCallback = z.infer<typeof ZRepublishCallbackSchema>;

/** An appeal was upheld: the item stays down (`status` as it stands); tell the author. */
export const ZAppealCallbackSchema = z.object({
  event: z.literal('appeal'),
  id: ZIdSchema,
  scheme: z.string(),
  domain: z.string(),
  cms_meta: ZCmsMetaSchema,
  status: z.string(),
  sent_at: ZUtcTimestampSchema,
  appeal: ZAppealOutcomeNoticeSchema,
});
export type TAppealCallback = z.infer<typeof ZAppealCallbackSchema>;

export const ZPluginCallbackSchema = z.discriminatedUnion('event', [
  ZUnpublishCallbackSchema,
  ZDecisionCallbackSchema,
  ZRepublishCallbackSchema,
  ZAppealCallbackSchema,
]);
export type TPluginCallback = z.infer<typeof ZPluginCallbackSchema>;
