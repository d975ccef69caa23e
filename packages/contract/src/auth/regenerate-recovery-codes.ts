import { z } from 'zod';
import { ZOneTimeCodeSchema } from '../common/fields';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';

/**
 * A current code from the authenticator app: a session alone is not enough to replace the
 * recovery codes, or a stolen cookie could mint a lasting way back into the account
 * (docs/decisions/0111-regenerate-recovery-codes.md).
 */
export const ZRegenerateRecoveryCodesRequestSchema = z.object({ code: ZOneTimeCodeSchema });
export type TRegenerateRecoveryCodesRequest = z.infer<typeof ZRegenerateRecoveryCodesRequestSchema>;

/** The new single-use codes, answered once; the earlier ones stopped working. */
export const ZRegenerateRecoveryCodesResponseSchema = z.object({
  data: z.array(z.string().min(1)),
});
export type TRegenerateRecoveryCodesResponse = z.infer<
  typeof ZRegenerateRecoveryCodesResponseSchema
>;

/** Replaces every recovery code of the signed-in user; 409 while two-factor is off. */
export const regenerateRecoveryCodesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/user/two-factor-recovery-codes',
  summary: 'Replace your recovery codes with 8 new ones (needs a current authenticator code)',
  access: 'session',
  roles: ALL_ROLES,
  body: ZRegenerateRecoveryCodesRequestSchema,
  status: 200,
  // 409 when two-factor is off.
  errors: [409],
  response: ZRegenerateRecoveryCodesResponseSchema,
});
