import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';

/** Spec §3 "Session check reply". */
export const ZCurrentUserResponseSchema = z.object({
  two_factor_enabled: z.boolean(),
  role_id: z.number().int(),
});
export type TCurrentUserResponse = z.infer<typeof ZCurrentUserResponseSchema>;

export const getCurrentUserEndpoint = defineEndpoint({
  method: 'GET',
  path: '/users/me',
  summary: 'Check the session: two-factor state and role',
  access: 'session',
  roles: ALL_ROLES,
  allowUnfinishedSignIn: ['two-factor-setup'],
  tenantHeader: 'optional',
  quiet: true,
  status: 200,
  response: ZCurrentUserResponseSchema,
});
