import { ACTIVITY_MAX_GAP_SECONDS } from '@vigil/contract';
import { describe, expect, it } from 'vitest';
import { activeSecondsBetween, lockEnd, secondsUntil } from './lock-time';

const at = (iso: string) => new Date(iso);

describe('moderation timing arithmetic', () => {
  it('counts the whole seconds crossed between two calls', () => {
    expect(
      activeSecondsBetween(at('2026-01-01T00:00:00.000Z'), at('2026-01-01T00:00:05.000Z')),
    ).toBe(5);
    expect(
      activeSecondsBetween(at('2026-01-01T00:00:00.900Z'), at('2026-01-01T00:00:01.100Z')),
    ).toBe(1);
    expect(
      activeSecondsBetween(at('2026-01-01T00:00:01.100Z'), at('2026-01-01T00:00:01.900Z')),
    ).toBe(0);
  });

  it('treats a gap over the limit as a pause, and a clock behind as nothing', () => {
    const start = at('2026-01-01T00:00:00.000Z');
    const limit = new Date(start.getTime() + ACTIVITY_MAX_GAP_SECONDS * 1000);
    expect(activeSecondsBetween(start, limit)).toBe(ACTIVITY_MAX_GAP_SECONDS);
    expect(activeSecondsBetween(start, new Date(limit.getTime() + 1))).toBe(0);
    expect(activeSecondsBetween(limit, start)).toBe(0);
  });

  it('ends a lock on a whole second, never early', () => {
    expect(lockEnd(at('2026-01-01T00:00:00.000Z'), 20).toISOString()).toBe(
      '2026-01-01T00:20:00.000Z',
    );
    expect(lockEnd(at('2026-01-01T00:00:00.250Z'), 1).toISOString()).toBe(
      '2026-01-01T00:01:01.000Z',
    );
  });

  it('tells Retry-After in whole seconds, at least one', () => {
    const end = at('2026-01-01T00:20:00.000Z');
    expect(secondsUntil(end, at('2026-01-01T00:00:00.000Z'))).toBe(1200);
    expect(secondsUntil(end, at('2026-01-01T00:19:59.100Z'))).toBe(1);
    expect(secondsUntil(end, at('2026-01-01T00:19:59.999Z'))).toBe(1);
    expect(secondsUntil(end, end)).toBe(1);
  });
});
