import type { z } from 'zod';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZMessageResponseSchema } from '../system/error-response';

export const ZResetUserTwoFactorParamsSchema = ZIdParamsSchema;
export type TResetUserTwoFactorParams = z.infer<typeof ZResetUserTwoFactorParamsSchema>;

export const ZResetUserTwoFactorResponseSchema = ZMessageResponseSchema;
export type TResetUserTwoFactorResponse = z.infer<typeof ZResetUserTwoFactorResponseSchema>;

/**
 * An administrator turns another user's two-factor off (a lost phone): secret and recovery
 * codes go, the user's sessions end and they are emailed about it. Never the caller's own
 * account (422; they use Settings › Security), 409 when the user has no two-factor
 * (docs/decisions/0112-resend-invitation-and-two-factor-reset.md).
 */
export const resetUserTwoFactorEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/users/:id/two-factor',
  summary: 'Turn off another user’s two-factor sign-in',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZResetUserTwoFactorParamsSchema,
  status: 200,
  // 409 when the user has no two-factor sign-in.
  errors: [409],
  response: ZResetUserTwoFactorResponseSchema,
});
