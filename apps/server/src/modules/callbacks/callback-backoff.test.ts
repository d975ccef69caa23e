import { describe, expect, it } from 'vitest';
import { nextCallbackAttempt } from './callback-backoff';

describe('nextCallbackAttempt', () => {
  const start = new Date('2026-11-21T09:00:00.000Z');
  const giveUp = new Date('2026-11-22T09:00:00.000Z');
  const waitAfter = (attempts: number, now = start) =>
    ((nextCallbackAttempt(attempts, now, giveUp)?.getTime() ?? NaN) - now.getTime()) / 1000;

  it('waits 30 s, then doubles, up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempts) => waitAfter(attempts))).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });

  it('makes the last try at the give-up time, and none after it', () => {
    const late = new Date(giveUp.getTime() - 10 * 60_000);
    expect(nextCallbackAttempt(12, late, giveUp)).toEqual(giveUp);
    expect(nextCallbackAttempt(13, giveUp, giveUp)).toBeUndefined();
  });
});
