import type { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';
import { ZMessageResponseSchema } from '../system/error-response';

export const ZDisableTwoFactorResponseSchema = ZMessageResponseSchema;
export type TDisableTwoFactorResponse = z.infer<typeof ZDisableTwoFactorResponseSchema>;

export const disableTwoFactorEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/user/two-factor-authentication',
  summary: 'Turn two-factor authentication off',
  access: 'session',
  roles: ALL_ROLES,
  status: 200,
  response: ZDisableTwoFactorResponseSchema,
});
