/**
 * When a tenant's two-factor enforcement date applies. Dates are calendar days in UTC, the
 * same calendar the stored `YYYY-MM-DD` and the console's countdown use (decision 0038).
 */
export function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** True from the enforcement date itself onwards. */
export function isEnforcementDue(enforcementDate: string | null, now: Date): boolean {
  // Equal-length ISO dates compare correctly as strings.
  return enforcementDate !== null && enforcementDate <= todayUtc(now);
}
