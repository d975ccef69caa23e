import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';

/** The EULA as trusted HTML written by the operator (not user content). */
export const ZEulaResponseSchema = z.object({ html: z.string() });
export type TEulaResponse = z.infer<typeof ZEulaResponseSchema>;

export const getEulaEndpoint = defineEndpoint({
  method: 'GET',
  path: '/eula',
  summary: 'The end user license agreement',
  access: 'session',
  roles: ALL_ROLES,
  allowUnfinishedSignIn: ['two-factor-setup'],
  status: 200,
  response: ZEulaResponseSchema,
});
