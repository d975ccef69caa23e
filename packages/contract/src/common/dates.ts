/**
 * The two date shapes on the wire (api-notes): query dates `YYYY-MM-DD` and UTC timestamps
 * `YYYY-MM-DDTHH:mm:ssZ`. Both are checked for real calendar values, not only the pattern,
 * so `2024-02-30` is refused instead of silently rolling over to March.
 */
import { z } from 'zod';
import { MAX_DATE_RANGE_DAYS } from '../constants';
import { MESSAGES } from '../messages';

const QUERY_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const UTC_TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

export function isQueryDate(value: string): boolean {
  const match = QUERY_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month of the proleptic Gregorian calendar, as JavaScript's Date counts them. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The two digits of `value` at `at`, as a number (the pattern has checked they are digits). */
const twoDigits = (value: string, at: number): number =>
  (value.charCodeAt(at) - 48) * 10 + (value.charCodeAt(at + 1) - 48);

/**
 * The wire format with real calendar values: no 25:00:00, no 31 April, no 29 February 2023.
 * Checked field by field rather than through Date, since every record of a page carries
 * several timestamps (decision 0196: a third of a microsecond against three).
 */
export function isUtcTimestamp(value: string): boolean {
  if (!UTC_TIMESTAMP_PATTERN.test(value)) return false;
  const year = twoDigits(value, 0) * 100 + twoDigits(value, 2);
  const month = twoDigits(value, 5);
  const day = twoDigits(value, 8);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    twoDigits(value, 11) <= 23 &&
    twoDigits(value, 14) <= 59 &&
    twoDigits(value, 17) <= 59
  );
}

/** A UTC server timestamp, `YYYY-MM-DDTHH:mm:ssZ` (no milliseconds, always `Z`). */
export const ZUtcTimestampSchema = z
  .string()
  .refine(isUtcTimestamp, { error: 'Timestamps must be UTC, written as YYYY-MM-DDTHH:mm:ssZ' });
export type TUtcTimestamp = z.infer<typeof ZUtcTimestampSchema>;

/** A calendar date in a query string, `YYYY-MM-DD`. */
export const ZQueryDateSchema = z
  .string()
  .refine(isQueryDate, { error: MESSAGES.invalidQueryDate });
export type TQueryDate = z.infer<typeof ZQueryDateSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both counted: 1 when they are the same day. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const bothDates = (range: { from: string; to: string }) =>
  isQueryDate(range.from) && isQueryDate(range.to);

/**
 * `?from=…&to=…` of the stats and chart calls: UTC days, both ends inclusive, at most
 * MAX_DATE_RANGE_DAYS of them (decision 0141).
 */
export const ZDateRangeQuerySchema = z
  .object({ from: ZQueryDateSchema, to: ZQueryDateSchema })
  // Valid ISO dates compare correctly as strings; a badly written one has its own message.
  .refine((range) => !bothDates(range) || range.from <= range.to, {
    error: MESSAGES.dateRangeReversed,
    path: ['from'],
  })
  .refine(
    (range) => !bothDates(range) || daysInRange(range.from, range.to) <= MAX_DATE_RANGE_DAYS,
    {
      error: MESSAGES.dateRangeTooLong,
      path: ['to'],
    },
  );
export type TDateRangeQuery = z.infer<typeof ZDateRangeQuerySchema>;
