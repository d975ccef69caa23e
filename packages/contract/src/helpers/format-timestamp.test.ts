import { describe, expect, it } from 'vitest';
import { formatShortTimestamp, formatTimestamp } from './format-timestamp';

describe('formatTimestamp', () => {
  it('shows a UTC server timestamp as HH:mm:ss DD/MM/YYYY', () => {
    expect(formatTimestamp('2024-03-05T04:07:09Z', 'UTC')).toBe('04:07:09 05/03/2024');
  });

  it('converts to the given zone, including across a date line', () => {
    expect(formatTimestamp('2024-03-05T23:30:00Z', 'Europe/Berlin')).toBe('00:30:00 06/03/2024');
    expect(formatTimestamp('2024-03-05T02:00:00Z', 'America/Los_Angeles')).toBe(
      '18:00:00 04/03/2024',
    );
  });

  it('follows daylight saving time', () => {
    expect(formatTimestamp('2024-07-01T12:00:00Z', 'Europe/London')).toBe('13:00:00 01/07/2024');
    expect(formatTimestamp('2024-01-01T12:00:00Z', 'Europe/London')).toBe('12:00:00 01/01/2024');
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatTimestamp('2024-03-05T00:00:00Z', 'UTC')).toBe('00:00:00 05/03/2024');
  });

  it('accepts a Date', () => {
    expect(formatTimestamp(new Date(Date.UTC(2024, 11, 31, 23, 59, 59)), 'UTC')).toBe(
      '23:59:59 31/12/2024',
    );
  });

  it('returns an unreadable value unchanged', () => {
    expect(formatTimestamp('not a time', 'UTC')).toBe('not a time');
  });
});

describe('formatShortTimestamp', () => {
  it('shows HH:mm DD MMM with an English month abbreviation', () => {
    expect(formatShortTimestamp('2024-09-05T14:07:09Z', 'UTC')).toBe('14:07 05 Sep');
    expect(formatShortTimestamp('2024-01-15T09:00:00Z', 'Asia/Kolkata')).toBe('14:30 15 Jan');
  });

  it('returns an unreadable value unchanged', () => {
    expect(formatShortTimestamp('', 'UTC')).toBe('');
  });
});
