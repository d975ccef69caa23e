import type { z } from 'zod';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZMessageResponseSchema } from '../system/error-response';

export const ZResendInvitationParamsSchema = ZIdParamsSchema;
export type TResendInvitationParams = z.infer<typeof ZResendInvitationParamsSchema>;

export const ZResendInvitationResponseSchema = ZMessageResponseSchema;
export type TResendInvitationResponse = z.infer<typeof ZResendInvitationResponseSchema>;

/**
 * Emails a new invitation link to a user whose invitation is still pending; their older links
 * stop working. 409 once the user has confirmed their account, 429 after a few per hour
 * (docs/decisions/0112-resend-invitation-and-two-factor-reset.md).
 */
export const resendInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/users/:id/invitation',
  summary: 'Send a pending invitation again',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZResendInvitationParamsSchema,
  status: 200,
  // 409 when the invitation was already accepted.
  errors: [409],
  response: ZResendInvitationResponseSchema,
});
