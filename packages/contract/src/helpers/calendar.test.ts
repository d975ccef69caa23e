import { describe, expect, it } from 'vitest';
import {
  dayNumber,
  parseQueryDate,
  parseServerTimestamp,
  subtractMonths,
  toQueryDate,
  zonedDateTime,
} from './calendar';

describe('parseServerTimestamp', () => {
  it('reads the wire format as UTC', () => {
    expect(parseServerTimestamp('2024-03-05T14:07:09Z')?.getTime()).toBe(
      Date.UTC(2024, 2, 5, 14, 7, 9),
    );
  });

  it('reads a timestamp without a zone as UTC, not local time', () => {
    expect(parseServerTimestamp('2024-03-05 14:07:09')?.getTime()).toBe(
      Date.UTC(2024, 2, 5, 14, 7, 9),
    );
  });

  it('honours an explicit offset', () => {
    expect(parseServerTimestamp('2024-03-05T14:07:09+02:00')?.getTime()).toBe(
      Date.UTC(2024, 2, 5, 12, 7, 9),
    );
  });

  it.each(['', 'yesterday', '2024-03-05', '2024-13-45T99:99:99Z'])('refuses %j', (value) => {
    expect(parseServerTimestamp(value)).toBeNull();
  });

  it('refuses an invalid Date object', () => {
    expect(parseServerTimestamp(new Date(NaN))).toBeNull();
  });
});

describe('zonedDateTime', () => {
  it('gives wall-clock fields in the requested zone, with midnight as hour 0', () => {
    const instant = new Date(Date.UTC(2024, 0, 1, 0, 30, 0));
    expect(zonedDateTime(instant, 'UTC')).toEqual({
      year: 2024,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      second: 0,
    });
    expect(zonedDateTime(instant, 'America/New_York')).toMatchObject({
      year: 2023,
      month: 12,
      day: 31,
      hour: 19,
    });
  });
});

describe('calendar dates', () => {
  it('round-trips query dates and refuses impossible ones', () => {
    expect(parseQueryDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseQueryDate('2023-02-29')).toBeNull();
    expect(toQueryDate({ year: 2024, month: 2, day: 9 })).toBe('2024-02-09');
  });

  it('counts whole days across a month and a year boundary', () => {
    expect(
      dayNumber({ year: 2024, month: 3, day: 1 }) - dayNumber({ year: 2024, month: 2, day: 28 }),
    ).toBe(2);
    expect(
      dayNumber({ year: 2025, month: 1, day: 1 }) - dayNumber({ year: 2024, month: 12, day: 31 }),
    ).toBe(1);
  });

  it('subtracts months, clamping to the end of a shorter month', () => {
    expect(subtractMonths({ year: 2024, month: 3, day: 31 }, 1)).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
    expect(subtractMonths({ year: 2023, month: 3, day: 31 }, 1)).toEqual({
      year: 2023,
      month: 2,
      day: 28,
    });
    expect(subtractMonths({ year: 2024, month: 1, day: 15 }, 1)).toEqual({
      year: 2023,
      month: 12,
      day: 15,
    });
  });
});
