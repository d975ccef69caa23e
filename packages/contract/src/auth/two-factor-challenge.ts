import { z } from 'zod';
import { ZOneTimeCodeSchema, zRequiredText } from '../common/fields';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';
import { MESSAGES } from '../messages';
import { ZLoginResponseSchema } from './login';

/**
 * Completes a sign-in whose login reply said `two_factor: true` (Fortify's route): either
 * the authenticator code or one single-use recovery code, never both.
 */
export const ZTwoFactorChallengeRequestSchema = z
  .object({
    code: ZOneTimeCodeSchema.optional(),
    recovery_code: zRequiredText('Recovery code').optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    error: MESSAGES.twoFactorCodeOrRecoveryCode,
    path: ['code'],
  });
export type TTwoFactorChallengeRequest = z.infer<typeof ZTwoFactorChallengeRequestSchema>;

/**
 * The login reply fields (spec §3) of the now finished sign-in, so the console stores the
 * profile exactly as after a sign-in without two-factor. `two_factor` is false here: nothing
 * more is owed, and the console must not ask for a code again.
 */
export const ZTwoFactorChallengeResponseSchema = ZLoginResponseSchema;
export type TTwoFactorChallengeResponse = z.infer<typeof ZTwoFactorChallengeResponseSchema>;

export const twoFactorChallengeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/two-factor-challenge',
  summary: 'Finish a sign-in with a one-time code or recovery code',
  // The session exists but is still waiting for its second factor.
  access: 'session',
  allowUnfinishedSignIn: ['second-factor'],
  roles: ALL_ROLES,
  body: ZTwoFactorChallengeRequestSchema,
  status: 200,
  response: ZTwoFactorChallengeResponseSchema,
});
