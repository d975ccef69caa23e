/**
 * Moderation activity comes per UTC day. Over long time spans a bar a day is too thin to
 * read, so past WEEKLY_FROM_DAYS the days are summed per week (Monday to Sunday, each bar
 * named by its first day within the range). Sums stay exact: every field is a count.
 */
import {
  daysInRange,
  parseQueryDate,
  dayNumber,
  type TChartData,
  type TDateRangeQuery,
} from '@vigil/contract';

type ActivityPoint = TChartData<'moderation-activity'>[number];

/** About three months: up to here a day per bar still reads well at the card's width. */
export const WEEKLY_FROM_DAYS = 93;

export function isWeekly(range: TDateRangeQuery): boolean {
  return daysInRange(range.from, range.to) > WEEKLY_FROM_DAYS;
}

const COUNTS = [
  'submitted',
  'clean',
  'auto_unpublished',
  'manually_unpublished',
  'approved',
  'waiting',
] as const;

/** 1970-01-01 was a Thursday: day numbers shifted by 3 put Mondays at multiples of 7. */
function mondayOf(dayNo: number): number {
  return dayNo - ((((dayNo + 3) % 7) + 7) % 7);
}

export function activityByWeek(points: readonly ActivityPoint[]): ActivityPoint[] {
  const weeks = new Map<number, ActivityPoint>();
  for (const point of points) {
    const date = parseQueryDate(point.day);
    if (date === null) continue;
    const monday = mondayOf(dayNumber(date));
    const week = weeks.get(monday);
    if (week === undefined) {
      // The first day seen names the week: the range's first day when it starts mid-week.
      weeks.set(monday, { ...point });
      continue;
    }
    for (const count of COUNTS) week[count] += point[count];
  }
  return [...weeks.entries()].sort(([a], [b]) => a - b).map(([, week]) => week);
}
