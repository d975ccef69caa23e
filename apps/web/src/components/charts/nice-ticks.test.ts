import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { niceStep, niceTicks } from './nice-ticks';

describe('niceTicks', () => {
  it('steps by 1, 2, 2.5 or 5 times a power of ten, from 0 to just past the largest value', () => {
    expect(niceTicks(36)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(380, { count: 4 })).toEqual([0, 100, 200, 300, 400]);
    expect(niceTicks(801, { count: 4 })).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(40)).toEqual([0, 10, 20, 30, 40]);
  });

  it('counts in whole steps: no 2.5 items and nothing below one', () => {
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(12, { count: 5 })).toEqual([0, 5, 10, 15]);
    expect(niceStep(10, { count: 4 })).toBe(5);
  });

  it('steps in fractions for rates, without float noise', () => {
    expect(niceTicks(0.21, { integer: false })).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25]);
    expect(niceTicks(5, { integer: false, count: 4 })).toEqual([0, 2, 4, 6]);
    expect(niceTicks(0.7, { integer: false, count: 7 })).toEqual([
      0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7,
    ]);
  });

  it('draws an axis from 0 to 1 when there is nothing to draw', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(-4)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
    expect(niceTicks(Number.POSITIVE_INFINITY)).toEqual([0, 1]);
  });

  it('always reaches the largest value in equal nice steps, at most one step past it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
        fc.integer({ min: 2, max: 10 }),
        fc.boolean(),
        (max, count, integer) => {
          const ticks = niceTicks(max, { count, integer });
          const step = ticks[1] ?? 0;
          const top = ticks.at(-1) ?? 0;
          expect(ticks[0]).toBe(0);
          expect(top).toBeGreaterThanOrEqual(max * (1 - 1e-9));
          expect(top - step).toBeLessThan(max);
          ticks.forEach((tick, index) => expect(tick).toBeCloseTo(index * step, 9));
          const mantissa = step / 10 ** Math.floor(Math.log10(step));
          expect([1, 2, 2.5, 5]).toContain(Number(mantissa.toPrecision(6)));
          if (integer) expect(ticks.every(Number.isInteger)).toBe(true);
          // No more steps than asked for, but for whole-number axes of tiny counts.
          if (!integer || max >= count) expect(ticks.length - 1).toBeLessThanOrEqual(count + 1);
        },
      ),
    );
  });
});
