import { MODERATION_LOCK_TEXTS, formatDuration } from '@vigil/contract';
import { describe, expect, it } from 'vitest';
import { UNLOCKED, type ModerationLockState } from '../../../lib/moderation-lock';
import { breakProgress, breakTimes, countdownAnnouncement, secondsLeft } from './lock-countdown';

const AT = Date.parse('2026-11-21T10:00:00Z');
const CLIENT_LOCK: ModerationLockState = {
  ...UNLOCKED,
  locked: true,
  cause: 'undecryptable',
  lockedAt: AT,
};

describe('the break countdown', () => {
  it('ends when the server says', () => {
    const lock = { ...CLIENT_LOCK, cause: 'server' as const, lockedUntil: AT + 90_000 };
    expect(breakTimes(lock, 20, AT)).toEqual({ startsAt: AT, endsAt: AT + 90_000 });
  });

  it('counts the lock minutes from the lock moment when the server gave no end', () => {
    expect(breakTimes(CLIENT_LOCK, 20, AT + 5_000)).toEqual({
      startsAt: AT,
      endsAt: AT + 20 * 60_000,
    });
  });

  it('rounds seconds up and never below zero', () => {
    expect(secondsLeft(AT + 1_500, AT)).toBe(2);
    expect(secondsLeft(AT + 1_000, AT)).toBe(1);
    expect(secondsLeft(AT, AT)).toBe(0);
    expect(secondsLeft(AT - 9_000, AT)).toBe(0);
  });

  it('shows the time left as hh mm ss, hiding zero hours and minutes (spec §9)', () => {
    expect(formatDuration(secondsLeft(AT + 20 * 60_000, AT))).toBe('20m 0s');
    expect(formatDuration(secondsLeft(AT + 65 * 60_000 + 7_000, AT))).toBe('1h 5m 7s');
    expect(formatDuration(secondsLeft(AT + 42_000, AT))).toBe('42s');
  });

  it('announces whole minutes, the last minute, and the end', () => {
    expect(countdownAnnouncement(20 * 60)).toBe(MODERATION_LOCK_TEXTS.minutesLeft(20));
    expect(countdownAnnouncement(19 * 60 + 59)).toBe(MODERATION_LOCK_TEXTS.minutesLeft(20));
    expect(countdownAnnouncement(19 * 60)).toBe(MODERATION_LOCK_TEXTS.minutesLeft(19));
    expect(countdownAnnouncement(61)).toBe(MODERATION_LOCK_TEXTS.minutesLeft(2));
    expect(countdownAnnouncement(60)).toBe('About 1 minute of your break left.');
    expect(countdownAnnouncement(59)).toBe(MODERATION_LOCK_TEXTS.underAMinute);
    expect(countdownAnnouncement(0)).toBe(MODERATION_LOCK_TEXTS.breakOver);
  });

  it('reports how much of the break has passed', () => {
    const times = { startsAt: AT, endsAt: AT + 100_000 };
    expect(breakProgress(times, AT)).toBe(0);
    expect(breakProgress(times, AT + 25_000)).toBe(25);
    expect(breakProgress(times, AT + 500_000)).toBe(100);
    expect(breakProgress({ startsAt: AT, endsAt: AT }, AT)).toBe(100);
  });
});
