import { describe, expect, it } from 'vitest';
import { activityByWeek, isWeekly } from './activity-by-week';

const day = (date: string, submitted: number, clean = 0) => ({
  day: date,
  submitted,
  clean,
  auto_unpublished: 0,
  manually_unpublished: 0,
  approved: 0,
  waiting: 0,
});

describe('activityByWeek', () => {
  it('sums Monday to Sunday into one point named by its first day in the range', () => {
    // 2026-03-01 is a Sunday; 2026-03-02 a Monday; 2026-03-08 the next Sunday.
    const weeks = activityByWeek([
      day('2026-03-01', 1, 1),
      day('2026-03-02', 2, 1),
      day('2026-03-05', 3),
      day('2026-03-08', 4, 2),
      day('2026-03-09', 5),
    ]);
    expect(weeks.map((week) => [week.day, week.submitted, week.clean])).toEqual([
      ['2026-03-01', 1, 1],
      ['2026-03-02', 9, 3],
      ['2026-03-09', 5, 0],
    ]);
  });

  it('groups only time spans longer than about three months', () => {
    expect(isWeekly({ from: '2026-01-01', to: '2026-03-31' })).toBe(false);
    expect(isWeekly({ from: '2025-03-01', to: '2026-03-01' })).toBe(true);
  });
});
