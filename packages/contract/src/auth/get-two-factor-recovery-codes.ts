import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';

/** A bare JSON array of single-use codes, as Fortify answers (api-notes), not a `{data}` list. */
export const ZTwoFactorRecoveryCodesResponseSchema = z.array(z.string().min(1));
export type TTwoFactorRecoveryCodesResponse = z.infer<typeof ZTwoFactorRecoveryCodesResponseSchema>;

export const getTwoFactorRecoveryCodesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/user/two-factor-recovery-codes',
  summary: 'List the recovery codes',
  access: 'session',
  roles: ALL_ROLES,
  allowUnfinishedSignIn: ['two-factor-setup'],
  status: 200,
  response: ZTwoFactorRecoveryCodesResponseSchema,
});
