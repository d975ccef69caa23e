/**
 * Spec §4: days until two-factor authentication is enforced, for the Settings › Security
 * countdown. Enforcement date minus today plus 1 in whole calendar days, so the enforcement
 * day itself still counts as one day left.
 *
 * - `false` when there is no (readable) enforcement date: nothing to count down to.
 * - `0` when two-factor is already on: nothing to warn about.
 * - Never negative: once the date has passed the server enforces it at sign-in, and
 *   "-3 days" would only confuse.
 */
import { calendarDateOf, dayNumber, parseQueryDate, parseServerTimestamp } from './calendar';

export function daysToEnforcement(
  enforcementDate: string | null | undefined,
  twoFactorEnabled: boolean,
  today: Date = new Date(),
  timeZone?: string,
): number | false {
  if (!enforcementDate) return false;
  // A plain date is a calendar day as written; a timestamp is read in the user's zone.
  const timestamp = parseServerTimestamp(enforcementDate);
  const enforcementDay =
    parseQueryDate(enforcementDate) ?? (timestamp ? calendarDateOf(timestamp, timeZone) : null);
  if (!enforcementDay) return false;
  if (twoFactorEnabled) return 0;
  const days = dayNumber(enforcementDay) - dayNumber(calendarDateOf(today, timeZone)) + 1;
  return Math.max(0, days);
}
