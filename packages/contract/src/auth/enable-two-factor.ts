import type { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';
import { ZMessageResponseSchema } from '../system/error-response';

/**
 * Creates an unconfirmed authenticator secret (Fortify). It takes effect only after
 * confirm-two-factor; the QR code and recovery codes are read in between.
 */
export const ZEnableTwoFactorResponseSchema = ZMessageResponseSchema;
export type TEnableTwoFactorResponse = z.infer<typeof ZEnableTwoFactorResponseSchema>;

export const enableTwoFactorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/user/two-factor-authentication',
  summary: 'Start two-factor set-up',
  access: 'session',
  roles: ALL_ROLES,
  allowUnfinishedSignIn: ['two-factor-setup'],
  status: 200,
  response: ZEnableTwoFactorResponseSchema,
});
