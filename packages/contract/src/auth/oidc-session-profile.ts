import { defineEndpoint } from '../endpoint';
import { ZLoginResponseSchema } from './login';

/**
 * The login reply fields (spec §3) for the session the cookie names. An external sign-in ends
 * in a redirect, not a JSON reply, so the console asks for them here afterwards. Public in the
 * contract's sense: a session still owing its second factor may read it, and the handler
 * answers 401 "Unauthenticated." when there is no session at all.
 */
export const getSessionProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/auth/session-profile',
  summary: 'Profile of a session started by single sign-on',
  access: 'public',
  quiet: true,
  status: 200,
  response: ZLoginResponseSchema,
});
