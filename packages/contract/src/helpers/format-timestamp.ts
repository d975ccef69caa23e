/**
 * Spec §9: server timestamps are UTC and shown in local time as `HH:mm:ss DD/MM/YYYY`, or
 * short as `HH:mm DD MMM`. A value that is not a timestamp is returned unchanged, so a bad
 * record shows what the server sent instead of "Invalid Date".
 */
import { parseServerTimestamp, zonedDateTime } from './calendar';

const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const pad = (value: number): string => String(value).padStart(2, '0');

export function formatTimestamp(value: string | Date, timeZone?: string): string {
  const date = parseServerTimestamp(value);
  if (!date) return String(value);
  const t = zonedDateTime(date, timeZone);
  return `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)} ${pad(t.day)}/${pad(t.month)}/${t.year}`;
}

export function formatShortTimestamp(value: string | Date, timeZone?: string): string {
  const date = parseServerTimestamp(value);
  if (!date) return String(value);
  const t = zonedDateTime(date, timeZone);
  const month = MONTH_ABBREVIATIONS[t.month - 1] ?? '';
  return `${pad(t.hour)}:${pad(t.minute)} ${pad(t.day)} ${month}`;
}
