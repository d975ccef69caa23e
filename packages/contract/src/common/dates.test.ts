import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { daysInRange, isQueryDate, isUtcTimestamp, ZDateRangeQuerySchema } from './dates';
import { issuesOf } from './test-issues';

describe('isUtcTimestamp', () => {
  it('accepts the wire format', () => {
    expect(isUtcTimestamp('2024-02-29T23:59:59Z')).toBe(true);
  });

  it.each([
    '2024-02-29T23:59:59',
    '2024-02-29T23:59:59.000Z',
    '2024-02-29T23:59:59+00:00',
    '2023-02-29T10:00:00Z',
    '2024-04-31T10:00:00Z',
    '2024-01-01T24:00:00Z',
    '2024-01-01 10:00:00Z',
  ])('refuses %s', (value) => {
    expect(isUtcTimestamp(value)).toBe(false);
  });
});

/** What isUtcTimestamp was before decision 0196: the pattern, then a round trip through Date. */
function roundTrips(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(value)) return false;
  const time = Date.parse(value);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 19) + 'Z' === value;
}

describe('isUtcTimestamp against a round trip through Date', () => {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  it('agrees on every field in and out of range, leap years included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 0, max: 39 }),
        fc.integer({ min: 0, max: 29 }),
        fc.integer({ min: 0, max: 69 }),
        fc.integer({ min: 0, max: 69 }),
        (year, month, day, hour, minute, second) => {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}Z`;
          expect(isUtcTimestamp(value)).toBe(roundTrips(value));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it.each([
    '0000-02-29T00:00:00Z',
    '1900-02-29T00:00:00Z',
    '2000-02-29T00:00:00Z',
    '2100-02-29T12:00:00Z',
    '2024-12-31T23:59:59Z',
    '2024-06-00T00:00:00Z',
    '2024-00-10T00:00:00Z',
  ])('agrees on %s', (value) => {
    expect(isUtcTimestamp(value)).toBe(roundTrips(value));
  });

  it('agrees on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (value) => {
        expect(isUtcTimestamp(value)).toBe(roundTrips(value));
      }),
    );
  });
});

describe('isQueryDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isQueryDate('2024-02-29')).toBe(true);
    expect(isQueryDate('2023-02-29')).toBe(false);
    expect(isQueryDate('2024-2-9')).toBe(false);
    expect(isQueryDate('2024-02-29T00:00:00Z')).toBe(false);
  });
});

describe('ZDateRangeQuerySchema', () => {
  it('accepts a range, including a single day', () => {
    expect(ZDateRangeQuerySchema.parse({ from: '2024-05-10', to: '2024-05-10' })).toEqual({
      from: '2024-05-10',
      to: '2024-05-10',
    });
  });

  it('refuses a reversed range and badly written dates', () => {
    expect(issuesOf(ZDateRangeQuerySchema, { from: '2024-06-10', to: '2024-05-10' })).toEqual({
      from: [MESSAGES.dateRangeReversed],
    });
    expect(issuesOf(ZDateRangeQuerySchema, { from: '10/05/2024', to: '2024-05-10' })).toEqual({
      from: [MESSAGES.invalidQueryDate],
    });
    // A word sorts after any date: it is not also called a reversed range.
    expect(issuesOf(ZDateRangeQuerySchema, { from: 'yesterday', to: '2024-05-10' })).toEqual({
      from: [MESSAGES.invalidQueryDate],
    });
  });

  it('accepts up to 400 days, counting both ends, and refuses a longer range', () => {
    expect(daysInRange('2024-01-01', '2024-01-01')).toBe(1);
    expect(daysInRange('2024-02-28', '2024-03-01')).toBe(3);
    expect(ZDateRangeQuerySchema.safeParse({ from: '2024-01-01', to: '2025-02-03' }).success).toBe(
      true,
    );
    expect(issuesOf(ZDateRangeQuerySchema, { from: '2024-01-01', to: '2025-02-04' })).toEqual({
      to: [MESSAGES.dateRangeTooLong],
    });
  });
});
