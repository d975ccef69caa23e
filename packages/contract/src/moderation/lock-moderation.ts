import type { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { MODERATING_ROLES } from '../roles';
import { ZMessageResponseSchema } from '../system/error-response';

/**
 * Called by the console when the moderator's active allowance is used up (spec §4). From now
 * until the lock minutes have passed, GET /report answers 423.
 */
export const ZLockModerationResponseSchema = ZMessageResponseSchema;
export type TLockModerationResponse = z.infer<typeof ZLockModerationResponseSchema>;

export const lockModerationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/report/lock',
  access: 'session',
  roles: MODERATING_ROLES,
  response: ZLockModerationResponseSchema,
});
