/**
 * Time spans are UTC days, as the stats, charts and analytics count them (decision 0145):
 * "today" is the UTC day, so an item submitted a minute ago is inside the default range
 * wherever the reader sits. Each screen names its own quick spans (the dashboard's start one
 * month back, the analytics' 30 days back).
 */
import {
  calendarDateOf,
  dayNumber,
  subtractMonths,
  toQueryDate,
  type CalendarDate,
  type TDateRangeQuery,
} from '@vigil/contract';

const DAY_MS = 86_400_000;

export interface RangePreset {
  id: string;
  /** As the button shows it ("7 days"). */
  label: string;
  /** The first day of the span ending today; both ends count. */
  start: (today: CalendarDate) => CalendarDate;
}

/** `days` days ending today: today and the `days - 1` before it. */
export const daysBack =
  (days: number) =>
  (today: CalendarDate): CalendarDate =>
    calendarDateOf(new Date((dayNumber(today) - (days - 1)) * DAY_MS), 'UTC');

/** The same day `months` months back (clamped to the end of a shorter month). */
export const monthsBack =
  (months: number) =>
  (today: CalendarDate): CalendarDate =>
    subtractMonths(today, months);

export function presetRange(preset: RangePreset, now: Date = new Date()): TDateRangeQuery {
  const today = calendarDateOf(now, 'UTC');
  return { from: toQueryDate(preset.start(today)), to: toQueryDate(today) };
}

/** Which preset a range is, when it is one, so its button shows as chosen. */
export function presetOf(
  range: TDateRangeQuery,
  presets: readonly RangePreset[],
  now: Date = new Date(),
): RangePreset | null {
  for (const preset of presets) {
    const candidate = presetRange(preset, now);
    if (candidate.from === range.from && candidate.to === range.to) return preset;
  }
  return null;
}
