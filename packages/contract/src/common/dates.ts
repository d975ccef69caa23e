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

export function isUtcTimestamp(value: string): boolean {
  if (!UTC_TIMESTAMP_PATTERN.test(value)) return false;
  const time = Date.parse(value);
  // Round-tripping catches impossible values such as 25:00:00 or 31 April.
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 19) + 'Z' === value;
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
