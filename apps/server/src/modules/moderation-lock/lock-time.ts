/** The arithmetic of the server's moderation timing (docs/decisions/0100-moderation-lock.md). */
import { ACTIVITY_MAX_GAP_SECONDS } from '@vigil/contract';

/**
 * The active time one call adds: the whole seconds since the moderator's previous timed call,
 * or nothing when the gap is a pause (longer than ACTIVITY_MAX_GAP_SECONDS) or negative (two
 * instances whose clocks differ a little). Counting whole-second boundaries crossed, rather
 * than rounding each gap, makes a run of calls add up to exactly the seconds it spanned.
 */
export function activeSecondsBetween(previous: Date, now: Date): number {
  const gapMs = now.getTime() - previous.getTime();
  if (gapMs < 0 || gapMs > ACTIVITY_MAX_GAP_SECONDS * 1000) return 0;
  return Math.floor(now.getTime() / 1000) - Math.floor(previous.getTime() / 1000);
}

/** A lock's end, on a whole second: the API writes timestamps without milliseconds. */
export function lockEnd(now: Date, lockMinutes: number): Date {
  return new Date(Math.ceil((now.getTime() + lockMinutes * 60_000) / 1000) * 1000);
}

/** Retry-After: whole seconds until the lock ends, at least 1 while it lasts. */
export function secondsUntil(end: Date, now: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
}
