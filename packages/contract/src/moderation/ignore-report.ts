import { z } from 'zod';
import { ZIdSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { MODERATING_ROLES } from '../roles';
import { zMessageWithData } from '../common/envelopes';
import { ZModerationDecisionSchema } from './moderation-decision';

/**
 * Approve: mark the content clean; it stays on the site (spec §4). Repeating one's own
 * decision answers it again; 409 with who decided if someone else decided first. Approving an
 * automatically unpublished item reverses the automated decision (recorded in the audit log)
 * and tells the plugin it may publish the item again.
 */
export const ZIgnoreReportRequestSchema = z.object({ id: ZIdSchema });
export type TIgnoreReportRequest = z.infer<typeof ZIgnoreReportRequestSchema>;

export const ZIgnoreReportResponseSchema = zMessageWithData(ZModerationDecisionSchema);
export type TIgnoreReportResponse = z.infer<typeof ZIgnoreReportResponseSchema>;

export const ignoreReportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/moderation/ignore',
  summary: 'Approve an item (mark it clean)',
  access: 'session',
  roles: MODERATING_ROLES,
  moderationTimed: true,
  body: ZIgnoreReportRequestSchema,
  status: 200,
  // 409 when another moderator decided first (the answer names them).
  errors: [409],
  response: ZIgnoreReportResponseSchema,
});
