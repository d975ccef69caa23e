import { defineEndpoint } from '../endpoint';
import { ZMessageResponseSchema } from '../system/error-response';

export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/logout',
  access: 'session',
  response: ZMessageResponseSchema,
});
