import { z } from 'zod';
import { ZOneTimeCodeSchema } from '../common/fields';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';
import { ZMessageResponseSchema } from '../system/error-response';

/** The 6-digit activation code from the Scan QR Code screen; success leads to recovery codes. */
export const ZConfirmTwoFactorRequestSchema = z.object({ code: ZOneTimeCodeSchema });
export type TConfirmTwoFactorRequest = z.infer<typeof ZConfirmTwoFactorRequestSchema>;

export const ZConfirmTwoFactorResponseSchema = ZMessageResponseSchema;
export type TConfirmTwoFactorResponse = z.infer<typeof ZConfirmTwoFactorResponseSchema>;

export const confirmTwoFactorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/user/confirmed-two-factor-authentication',
  summary: 'Confirm two-factor set-up with a one-time code',
  access: 'session',
  roles: ALL_ROLES,
  allowUnfinishedSignIn: ['two-factor-setup'],
  body: ZConfirmTwoFactorRequestSchema,
  status: 200,
  response: ZConfirmTwoFactorResponseSchema,
});
