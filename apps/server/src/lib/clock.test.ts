import { describe, expect, it } from 'vitest';
import { ShiftableClock } from './clock';

describe('ShiftableClock', () => {
  it('follows real time until moved, then runs ahead by what it was moved', () => {
    let real = Date.parse('2026-03-01T10:00:00.000Z');
    const clock = new ShiftableClock(() => real);
    expect(clock.now().toISOString()).toBe('2026-03-01T10:00:00.000Z');
    real += 1500;
    expect(clock.now().toISOString()).toBe('2026-03-01T10:00:01.500Z');
    clock.advance(20 * 60_000);
    expect(clock.now().toISOString()).toBe('2026-03-01T10:20:01.500Z');
    real += 500;
    expect(clock.now().toISOString()).toBe('2026-03-01T10:20:02.000Z');
    clock.advance(1);
    expect(clock.offsetMs).toBe(20 * 60_000 + 1);
  });

  it('only moves forward', () => {
    const clock = new ShiftableClock(() => 0);
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => clock.advance(bad)).toThrow(RangeError);
    }
    expect(clock.offsetMs).toBe(0);
  });

  it('reads the system time by default', () => {
    const before = Date.now();
    const now = new ShiftableClock().now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
