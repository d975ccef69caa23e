/**
 * The forced break (spec §4 Moderation lock, decisions 0100–0106). The console times a moderator on the
 * moderation page and calls POST /report/lock when the active allowance is spent; the server
 * also keeps its own record of the moderator's active time, so clearing browser storage does
 * not avoid the break. While locked, every /api/report… and /api/moderation/… call of that
 * user answers 423 with this body and a Retry-After header, until the lock minutes have passed.
 */
import { z } from 'zod';
import { ZUtcTimestampSchema } from '../common/dates';

export const MODERATION_LOCK_MESSAGES = {
  /** The 423 text; deliberately says nothing of two-factor (spec §8 tells the two apart). */
  locked: 'Moderation is locked while you take a break.',
  lockedNow: 'Moderation locked. Time for a break.',
  /** POST /report/lock by an administrator: administrators are never timed, nothing locks. */
  notTimed: 'Administrators are not timed; moderation stays open.',
} as const;

/**
 * Server-side timing: requests closer together than this count as continuous work; a longer
 * gap is a pause and is not counted (the console calls at least every 5 s while on the page).
 */
export const ACTIVITY_MAX_GAP_SECONDS = 60;

export const ZModerationLockedErrorSchema = z.object({
  message: z.literal(MODERATION_LOCK_MESSAGES.locked),
  /** When moderation opens again. */
  locked_until: ZUtcTimestampSchema,
  /**
   * Seconds until then, by the server's clock (as Retry-After). The console counts down from
   * this rather than from `locked_until`, so a browser whose clock is off still shows the
   * break's true length.
   */
  retry_after: z.number().int().nonnegative(),
});
export type TModerationLockedError = z.infer<typeof ZModerationLockedErrorSchema>;
