/**
 * A range of UTC days as the roll-ups read it (decision 0140): the whole months inside it from
 * the monthly rows, the days at either end from the daily rows, so a year costs twelve monthly
 * rows per key and at most two partial months of daily ones.
 */
export interface RollupSegments {
  /** First and last whole month, 'YYYY-MM', or null when no month is whole in the range. */
  months: { from: string; to: string } | null;
  /** Inclusive day ranges, 'YYYY-MM-DD', read from the daily rows. */
  days: Array<{ from: string; to: string }>;
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
const parseDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** `day` moved by `days` UTC days. */
export function addDays(day: string, days: number): string {
  const date = parseDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

/** The first day of the month after `day`'s. */
function nextMonthStart(day: string): string {
  const date = parseDay(day);
  return isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
}

export function rollupSegments(from: string, to: string): RollupSegments {
  const firstWhole = from.endsWith('-01') ? from : nextMonthStart(from);
  // The last whole month ends on the last day of a month that is not after `to`.
  const afterTo = addDays(to, 1);
  const lastWholeEnd = afterTo.endsWith('-01') ? to : addDays(afterTo.slice(0, 8) + '01', -1);
  if (firstWhole > lastWholeEnd) return { months: null, days: [{ from, to }] };
  const days: RollupSegments['days'] = [];
  if (from < firstWhole) days.push({ from, to: addDays(firstWhole, -1) });
  if (lastWholeEnd < to) days.push({ from: addDays(lastWholeEnd, 1), to });
  return { months: { from: firstWhole.slice(0, 7), to: lastWholeEnd.slice(0, 7) }, days };
}

/** Every day of the range, in order. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Every month from `from` to `to` ('YYYY-MM'), in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonthStart(`${month}-01`).slice(0, 7)) {
    months.push(month);
  }
  return months;
}

/** Each period a part's rows are kept under: its months or its days. */
export function periodsOf(part: Pick<RollupPart, 'grain' | 'from' | 'to'>): string[] {
  return part.grain === 'month' ? monthsOf(part.from, part.to) : daysOf(part.from, part.to);
}

/** A run of rows to add (sign 1) or take away (sign -1): whole months, or days. */
export interface RollupPart {
  grain: 'day' | 'month';
  /** Inclusive, 'YYYY-MM' for months, 'YYYY-MM-DD' for days. */
  from: string;
  to: string;
  sign: 1 | -1;
}

/** The last day of `day`'s month. */
function monthEnd(day: string): string {
  return addDays(nextMonthStart(day), -1);
}

/**
 * A range as runs of rows to sum (decision 0150). As rollupSegments, but a partial month at
 * either end is read as its whole month less the days of it outside the range when that reads
 * fewer days' rows: the current month up to today is its monthly row less the days still to
 * come, which have none. A month's rows are about as many as two days' rows, so the complement
 * is used when it is at least three days shorter.
 */
export function rollupParts(from: string, to: string): RollupPart[] {
  const segments = rollupSegments(from, to);
  const parts: RollupPart[] = segments.months
    ? [{ grain: 'month', ...segments.months, sign: 1 }]
    : [];
  for (const days of segments.days) {
    // A day segment may cross one month's end (a range with no whole month in it).
    for (let start = days.from; start <= days.to; start = addDays(monthEnd(start), 1)) {
      const end = monthEnd(start) < days.to ? monthEnd(start) : days.to;
      const first = `${start.slice(0, 8)}01`;
      const last = monthEnd(start);
      const inside = daysOf(start, end).length;
      const outside = daysOf(first, last).length - inside;
      if (outside + 3 > inside) {
        parts.push({ grain: 'day', from: start, to: end, sign: 1 });
        continue;
      }
      parts.push({ grain: 'month', from: start.slice(0, 7), to: start.slice(0, 7), sign: 1 });
      if (first < start)
        parts.push({ grain: 'day', from: first, to: addDays(start, -1), sign: -1 });
      if (end < last) parts.push({ grain: 'day', from: addDays(end, 1), to: last, sign: -1 });
    }
  }
  return parts;
}
