import { z } from 'zod';
import { ZIdSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { MODERATING_ROLES } from '../roles';
import { zMessageWithData } from '../common/envelopes';
import { ZModerationDecisionSchema } from './moderation-decision';

/**
 * Unpublish: ask the connected plugin to remove the content (spec §4). The body repeats the
 * report's routing fields as the spec lists them; the server trusts only `id` and checks the
 * rest against its own record, so a tampered body cannot reach another tenant's plugin.
 * Repeating one's own decision answers it again (idempotent); 409 with who decided if someone
 * else decided the report first. `data.delivery` says whether the site was told yet.
 */
export const ZUnpublishReportRequestSchema = z.object({
  id: ZIdSchema,
  scheme: z.string().min(1),
  domain: z.string().min(1),
  cms_meta: z.record(z.string(), z.unknown()),
  access_key: z.string().min(1),
});
export type TUnpublishReportRequest = z.infer<typeof ZUnpublishReportRequestSchema>;

export const ZUnpublishReportResponseSchema = zMessageWithData(ZModerationDecisionSchema);
export type TUnpublishReportResponse = z.infer<typeof ZUnpublishReportResponseSchema>;

export const unpublishReportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/moderation/unpublish',
  summary: 'Unpublish an item through its plugin',
  access: 'session',
  roles: MODERATING_ROLES,
  moderationTimed: true,
  body: ZUnpublishReportRequestSchema,
  status: 200,
  // 409 when another moderator decided first (the answer names them).
  errors: [409],
  response: ZUnpublishReportResponseSchema,
});
