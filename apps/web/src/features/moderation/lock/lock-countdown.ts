import { MODERATION_LOCK_TEXTS, SECONDS_PER_MINUTE } from '@vigil/contract';
import type { ModerationLockState } from '../../../lib/moderation-lock';

export interface BreakTimes {
  /** Epoch ms when the break began here. */
  startsAt: number;
  /** Epoch ms when moderation opens again. */
  endsAt: number;
}

/**
 * The server's `locked_until` when it gave one; otherwise (unreadable stored time, a lock call
 * that failed) the lock minutes from the moment this console locked.
 */
export function breakTimes(
  lock: ModerationLockState,
  lockMinutes: number,
  now: number,
): BreakTimes {
  const startsAt = lock.lockedAt ?? now;
  const endsAt = lock.lockedUntil ?? startsAt + lockMinutes * SECONDS_PER_MINUTE * 1000;
  return { startsAt, endsAt };
}

/** Whole seconds left, rounded up so "0s" means the break is really over. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** How much of the break has passed, 0–100, for the progress ring. */
export function breakProgress(times: BreakTimes, now: number): number {
  const total = times.endsAt - times.startsAt;
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, ((now - times.startsAt) / total) * 100));
}

/**
 * What the polite live region says: it changes once a minute (minutes rounded up, so 19m 59s
 * is still "about 20 minutes"), never every second.
 */
export function countdownAnnouncement(seconds: number): string {
  if (seconds <= 0) return MODERATION_LOCK_TEXTS.breakOver;
  if (seconds < SECONDS_PER_MINUTE) return MODERATION_LOCK_TEXTS.underAMinute;
  return MODERATION_LOCK_TEXTS.minutesLeft(Math.ceil(seconds / SECONDS_PER_MINUTE));
}
