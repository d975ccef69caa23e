/**
 * A period of a chart over time as its axis and its table row name it: a day "Mar 4", a week
 * "Week of Mar 2" (its first day within the range), a month "Mar 2026". Days carry their year
 * when the periods span more than one year, so two Mar 4s never share a label.
 */
import {
  ANALYTICS_SCREEN_TEXTS as T,
  INTERFACE_LOCALE,
  type AnalyticsGranularity,
  type TAnalyticsPeriod,
} from '@vigil/contract';

const dayFormat = new Intl.DateTimeFormat(INTERFACE_LOCALE, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayWithYearFormat = new Intl.DateTimeFormat(INTERFACE_LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat(INTERFACE_LOCALE, {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function utcDate(day: string): Date | null {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(time) ? new Date(time) : null;
}

export function periodLabels(
  periods: readonly TAnalyticsPeriod[],
  granularity: AnalyticsGranularity,
): string[] {
  const years = new Set(periods.map((period) => period.start.slice(0, 4)));
  const days = years.size > 1 ? dayWithYearFormat : dayFormat;
  return periods.map((period) => {
    const start = utcDate(period.start);
    if (start === null) return period.start;
    if (granularity === 'month') return monthFormat.format(start);
    const day = days.format(start);
    return granularity === 'week' ? T.weekOf(day) : day;
  });
}
