/**
 * UTC calendar months as transparency reports use them (decision 0161): `YYYY-MM` strings,
 * compared as text, and the days and instants where they start and end.
 */
const pad = (value: number) => String(value).padStart(2, '0');

export function monthOf(time: Date): string {
  return `${time.getUTCFullYear()}-${pad(time.getUTCMonth() + 1)}`;
}

function parts(month: string): { year: number; index: number } {
  const [year, number] = month.split('-').map(Number);
  if (year === undefined || number === undefined) throw new Error(`Not a month: ${month}`);
  return { year, index: number - 1 };
}

/** The first instant of the month `offset` months after `month`, as a Date. */
export function monthStartTime(month: string, offset = 0): Date {
  const { year, index } = parts(month);
  return new Date(Date.UTC(year, index + offset, 1));
}

export function addMonths(month: string, offset: number): string {
  return monthOf(monthStartTime(month, offset));
}

export function firstDay(month: string): string {
  return `${month}-01`;
}

export function lastDay(month: string): string {
  return new Date(monthStartTime(month, 1).getTime() - 86_400_000).toISOString().slice(0, 10);
}

/** The months from `from` to `to`, both included, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}
