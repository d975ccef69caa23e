import { z } from 'zod';
import { ZUtcTimestampSchema } from '../common/dates';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';

/**
 * Records the signed-in user's acceptance. `accepted_at` lets the console start its 24-hour
 * local acceptance cache from the server's clock.
 */
export const ZAcceptEulaResponseSchema = z.object({
  message: z.string(),
  accepted_at: ZUtcTimestampSchema,
});
export type TAcceptEulaResponse = z.infer<typeof ZAcceptEulaResponseSchema>;

export const acceptEulaEndpoint = defineEndpoint({
  method: 'POST',
  path: '/eula',
  summary: 'Accept the end user license agreement',
  access: 'session',
  roles: ALL_ROLES,
  allowUnfinishedSignIn: ['two-factor-setup'],
  status: 200,
  response: ZAcceptEulaResponseSchema,
});
