import { describe, expect, it } from 'vitest';
import { defaultDateRange, formatQueryDate } from './date-range';

describe('formatQueryDate', () => {
  it('writes the calendar date of the given zone as YYYY-MM-DD', () => {
    const instant = new Date(Date.UTC(2024, 2, 5, 23, 30));
    expect(formatQueryDate(instant, 'UTC')).toBe('2024-03-05');
    expect(formatQueryDate(instant, 'Asia/Tokyo')).toBe('2024-03-06');
  });
});

describe('defaultDateRange', () => {
  it('runs from one month back to today', () => {
    expect(defaultDateRange(new Date(Date.UTC(2024, 5, 15, 12)), 'UTC')).toEqual({
      from: '2024-05-15',
      to: '2024-06-15',
    });
  });

  it('crosses a year boundary', () => {
    expect(defaultDateRange(new Date(Date.UTC(2024, 0, 10, 12)), 'UTC')).toEqual({
      from: '2023-12-10',
      to: '2024-01-10',
    });
  });

  it('clamps to the last day of a shorter month', () => {
    expect(defaultDateRange(new Date(Date.UTC(2024, 2, 31, 12)), 'UTC')).toEqual({
      from: '2024-02-29',
      to: '2024-03-31',
    });
  });

  it("uses the user's today, not UTC's", () => {
    // 1 July 02:00 UTC is still 30 June in Los Angeles.
    expect(defaultDateRange(new Date(Date.UTC(2024, 6, 1, 2)), 'America/Los_Angeles')).toEqual({
      from: '2024-05-30',
      to: '2024-06-30',
    });
  });
});
