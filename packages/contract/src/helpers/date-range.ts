/**
 * Spec §7/§9 query dates (`YYYY-MM-DD`) and the dashboard's default range: one month back
 * to today, by calendar, in the user's time zone (their "today", not the server's).
 */
import { DEFAULT_DASHBOARD_RANGE_MONTHS } from '../constants';
import type { TDateRangeQuery } from '../common/dates';
import { calendarDateOf, subtractMonths, toQueryDate } from './calendar';

export function formatQueryDate(date: Date, timeZone?: string): string {
  return toQueryDate(calendarDateOf(date, timeZone));
}

/** 31 March gives 28 (or 29) February to 31 March: a shorter month clamps to its last day. */
export function defaultDateRange(today: Date = new Date(), timeZone?: string): TDateRangeQuery {
  const to = calendarDateOf(today, timeZone);
  return {
    from: toQueryDate(subtractMonths(to, DEFAULT_DASHBOARD_RANGE_MONTHS)),
    to: toQueryDate(to),
  };
}
