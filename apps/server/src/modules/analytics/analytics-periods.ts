/**
 * The periods of a chart over time (decision 0170): each day; ISO weeks, Monday to Sunday;
 * or calendar months — the first and last cut to the range.
 */
import type { AnalyticsGranularity, TAnalyticsPeriod } from '@vigil/contract';
import { addDays } from '../reports/reports.service';

const weekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The last day of the period that starts on `day`. */
function periodEnd(day: string, granularity: AnalyticsGranularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'week') return addDays(day, (7 - weekday(day)) % 7);
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0))
    .toISOString()
    .slice(0, 10);
}

export function analyticsPeriods(
  from: string,
  to: string,
  granularity: AnalyticsGranularity,
): TAnalyticsPeriod[] {
  const periods: TAnalyticsPeriod[] = [];
  for (let start = from; start <= to;) {
    const end = periodEnd(start, granularity);
    periods.push({ start, end: end < to ? end : to });
    start = addDays(end, 1);
  }
  return periods;
}
