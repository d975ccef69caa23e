import { z } from 'zod';
import { ZUtcTimestampSchema } from '../common/dates';
import { defineEndpoint } from '../endpoint';
import { MODERATING_ROLES } from '../roles';

/**
 * Called by the console when the moderator's active allowance is used up (spec §4). From now
 * until the lock minutes have passed, every /report… and /moderation/… call answers 423
 * (moderation/moderation-lock.ts). Locking again while locked changes nothing: the lock keeps
 * its end, neither prolonged nor shortened. It works while locked (it is not `moderationTimed`). Administrators are
 * never timed: they get MODERATION_LOCK_MESSAGES.notTimed, `locked_until` now, and no lock.
 */
export const ZLockModerationResponseSchema = z.object({
  message: z.string(),
  locked_until: ZUtcTimestampSchema,
  /** Seconds until moderation opens, by the server's clock (the console counts down from it). */
  retry_after: z.number().int().nonnegative(),
});
export type TLockModerationResponse = z.infer<typeof ZLockModerationResponseSchema>;

export const lockModerationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/report/lock',
  summary: 'Lock moderation (break time)',
  access: 'session',
  roles: MODERATING_ROLES,
  status: 200,
  response: ZLockModerationResponseSchema,
});
