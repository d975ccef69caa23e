import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ShiftableClock, toApiTimestamp, toStoredTimestamp } from './clock';

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

describe('toApiTimestamp', () => {
  const throughDate = (value: string | Date) =>
    `${(typeof value === 'string' ? new Date(value) : value).toISOString().slice(0, 19)}Z`;

  it('cuts a stored timestamp to the second, as a round trip through Date would', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0000-01-01T00:00:00.000Z'),
          max: new Date('9999-12-31T23:59:59.999Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const stored = toStoredTimestamp(date);
          expect(toApiTimestamp(stored)).toBe(throughDate(stored));
          expect(toApiTimestamp(date)).toBe(throughDate(date));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it.each(['2026-03-01T10:00:00Z', '2026-03-01 10:00:00', '2026-03-01T10:00:00.5+02:00'])(
    'reads any other form through Date: %s',
    (value) => {
      expect(toApiTimestamp(value)).toBe(throughDate(value));
    },
  );

  it('drops the milliseconds without rounding', () => {
    expect(toApiTimestamp('2026-03-01T10:00:59.999Z')).toBe('2026-03-01T10:00:59Z');
  });
});
