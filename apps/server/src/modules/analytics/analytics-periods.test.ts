/** The periods of a chart over time (decision 0170), and percentiles read from buckets. */
import fc from 'fast-check';
import { responseTimeBucket } from '@vigil/contract';
import { describe, expect, it } from 'vitest';
import { medianOfBuckets } from '../dashboard/dashboard-stats';
import { addDays, daysOf } from '../reports/reports.service';
import { analyticsPeriods } from './analytics-periods';
import { percentileOfBuckets } from './bucket-percentile';

const dayArbitrary = fc
  .integer({ min: 0, max: 3_000 })
  .map((offset) => addDays('2024-01-01', offset));

describe('analyticsPeriods', () => {
  it('cuts ISO weeks (Monday to Sunday) and calendar months to the range', () => {
    // 2026-01-01 is a Thursday.
    expect(analyticsPeriods('2026-01-01', '2026-01-13', 'week')).toEqual([
      { start: '2026-01-01', end: '2026-01-04' },
      { start: '2026-01-05', end: '2026-01-11' },
      { start: '2026-01-12', end: '2026-01-13' },
    ]);
    expect(analyticsPeriods('2024-01-31', '2024-03-02', 'month')).toEqual([
      { start: '2024-01-31', end: '2024-01-31' },
      { start: '2024-02-01', end: '2024-02-29' },
      { start: '2024-03-01', end: '2024-03-02' },
    ]);
    expect(analyticsPeriods('2026-03-08', '2026-03-09', 'day')).toEqual([
      { start: '2026-03-08', end: '2026-03-08' },
      { start: '2026-03-09', end: '2026-03-09' },
    ]);
    expect(analyticsPeriods('2026-03-09', '2026-03-09', 'week')).toEqual([
      { start: '2026-03-09', end: '2026-03-09' },
    ]);
  });

  it('covers every day of the range once, in order, each period inside one week or month', () => {
    fc.assert(
      fc.property(
        dayArbitrary,
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom('day' as const, 'week' as const, 'month' as const),
        (from, length, granularity) => {
          const to = addDays(from, length);
          const periods = analyticsPeriods(from, to, granularity);
          expect(periods.flatMap((period) => daysOf(period.start, period.end))).toEqual(
            daysOf(from, to),
          );
          for (const [index, period] of periods.entries()) {
            const weekday = new Date(`${period.start}T00:00:00Z`).getUTCDay();
            if (granularity === 'day') expect(period.end).toBe(period.start);
            if (granularity === 'month')
              expect(period.end.slice(0, 7)).toBe(period.start.slice(0, 7));
            if (granularity === 'week') {
              expect(daysOf(period.start, period.end).length).toBeLessThanOrEqual(7);
              if (index > 0) expect(weekday).toBe(1);
              if (index < periods.length - 1) {
                expect(new Date(`${period.end}T00:00:00Z`).getUTCDay()).toBe(0);
              }
            }
            if (granularity === 'month' && index > 0)
              expect(period.start.endsWith('-01')).toBe(true);
          }
        },
      ),
    );
  });
});

describe('percentileOfBuckets', () => {
  it('is the bucket of the value of rank ⌈p·n⌉ among the bucketed times', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30 * 86_400 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 100 }),
        (seconds, percent) => {
          const buckets = new Map<number, number>();
          for (const value of seconds) {
            const bucket = responseTimeBucket(value);
            buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
          }
          const sorted = seconds.map(responseTimeBucket).sort((a, b) => a - b);
          const rank = Math.ceil((seconds.length * percent) / 100);
          expect(percentileOfBuckets(buckets, percent)).toBe(sorted[rank - 1]);
          expect(percentileOfBuckets(buckets, 50)).toBe(
            medianOfBuckets(new Map([...buckets].map(([bucket, n]) => [String(bucket), n]))),
          );
        },
      ),
    );
  });

  it('reads 0 for no times, and the 90th of ten as the ninth', () => {
    expect(percentileOfBuckets(new Map(), 90)).toBe(0);
    const ten = new Map([
      [1, 8],
      [60, 1],
      [3_600, 1],
    ]);
    expect(percentileOfBuckets(ten, 90)).toBe(60);
    expect(percentileOfBuckets(ten, 50)).toBe(1);
    // 30 items: the 27th, not the 28th a floating-point 0.9 × 30 would give.
    expect(
      percentileOfBuckets(
        new Map([
          [1, 27],
          [60, 3],
        ]),
        90,
      ),
    ).toBe(1);
  });
});
