/**
 * Calendar arithmetic without a date library. A `timeZone` argument (IANA name) is accepted
 * everywhere so tests are deterministic; left out, the runtime's local zone is used, which
 * in the console is the moderator's.
 */
import { isQueryDate } from '../common/dates';

export interface CalendarDate {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  readonly day: number;
}

export interface ZonedDateTime extends CalendarDate {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      // h23, not h24: midnight is 00, never 24.
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a time zone. */
export function zonedDateTime(date: Date, timeZone?: string): ZonedDateTime {
  const parts = formatterFor(timeZone).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? NaN);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

export function calendarDateOf(date: Date, timeZone?: string): CalendarDate {
  const { year, month, day } = zonedDateTime(date, timeZone);
  return { year, month, day };
}

/**
 * Server timestamps are UTC (`YYYY-MM-DDTHH:mm:ssZ`). A timestamp without a zone is read as
 * UTC too, never as local time, because the server writes nothing else.
 */
export function parseServerTimestamp(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const trimmed = value.trim();
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(trimmed);
  const isDateTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(trimmed);
  if (!isDateTime) return null;
  const time = Date.parse(hasZone ? trimmed : `${trimmed.replace(' ', 'T')}Z`);
  return Number.isFinite(time) ? new Date(time) : null;
}

export function parseQueryDate(value: string): CalendarDate | null {
  if (!isQueryDate(value)) return null;
  const [year = NaN, month = NaN, day = NaN] = value.split('-').map(Number);
  return { year, month, day };
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

export function toQueryDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** Whole days since 1970-01-01, for differences between calendar dates. */
export function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Same day `months` earlier, clamped to the end of a shorter month (31 Mar → 28/29 Feb). */
export function subtractMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}
