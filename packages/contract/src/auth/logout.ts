import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';
import { ZMessageResponseSchema, type TMessageResponse } from '../system/error-response';

export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/logout',
  summary: 'Sign out',
  access: 'session',
  roles: ALL_ROLES,
  // Leaving is always possible, whatever the sign-in still owes.
  allowUnfinishedSignIn: ['second-factor', 'two-factor-setup'],
  tenantHeader: 'optional',
  status: 200,
  response: ZMessageResponseSchema,
});

export const ZLogoutResponseSchema = ZMessageResponseSchema;
export type TLogoutResponse = TMessageResponse;
