import { INTERFACE_LOCALE, formatDecimal, formatInteger } from '@vigil/contract';

/** Axis ticks and tooltips count items: whole numbers, grouped as every other figure. */
export const countFormatter = (value: number): string => formatInteger(value);

/** A tick of an axis that is not counts (rates): whole steps plainly, others with decimals. */
export const tickFormatter = (value: number): string =>
  Number.isInteger(value) ? formatInteger(value) : formatDecimal(value);

const dayFormat = new Intl.DateTimeFormat(INTERFACE_LOCALE, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A `YYYY-MM-DD` UTC day as a short axis label ("Mar 4"); anything else as it came. */
export function shortDay(value: unknown): string {
  if (typeof value !== 'string') return String(value);
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) ? dayFormat.format(new Date(time)) : value;
}
