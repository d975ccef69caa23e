/**
 * The dashboard's time spans are UTC days, as the stats and charts count them (decision
 * 0145): "today" is the UTC day, so an item submitted a minute ago is inside the default
 * range wherever the moderator sits.
 */
import {
  calendarDateOf,
  dayNumber,
  subtractMonths,
  toQueryDate,
  type CalendarDate,
  type DashboardRangePreset,
  type TDateRangeQuery,
} from '@vigil/contract';

const DAY_MS = 86_400_000;

/** How far back each quick time span starts from today; both ends count. */
const PRESET_STARTS: Readonly<Record<DashboardRangePreset, (today: CalendarDate) => CalendarDate>> =
  {
    '7d': (today) => calendarDateOf(new Date((dayNumber(today) - 6) * DAY_MS), 'UTC'),
    '1m': (today) => subtractMonths(today, 1),
    '3m': (today) => subtractMonths(today, 3),
    '12m': (today) => subtractMonths(today, 12),
  };

/** The spec's default (one month back to today) is the `1m` preset. */
export const DEFAULT_RANGE_PRESET: DashboardRangePreset = '1m';

export function presetRange(preset: DashboardRangePreset, now: Date = new Date()): TDateRangeQuery {
  const today = calendarDateOf(now, 'UTC');
  return { from: toQueryDate(PRESET_STARTS[preset](today)), to: toQueryDate(today) };
}

/** Which preset a range is, when it is one, so its button shows as chosen. */
export function presetOf(
  range: TDateRangeQuery,
  now: Date = new Date(),
): DashboardRangePreset | null {
  for (const preset of Object.keys(PRESET_STARTS) as DashboardRangePreset[]) {
    const candidate = presetRange(preset, now);
    if (candidate.from === range.from && candidate.to === range.to) return preset;
  }
  return null;
}
