/**
 * Whether the tenant's two-factor enforcement applies to a user today. The server counts
 * calendar days in UTC from the enforcement date itself (docs/decisions/0038); the console
 * uses the same rule so that a reload does not forget a set-up the server still insists on.
 */
export function isEnforcementDue(
  enforcementDate: string | null,
  twoFactorEnabled: boolean,
  now: Date = new Date(),
): boolean {
  if (twoFactorEnabled || enforcementDate === null) return false;
  // Equal-length ISO dates compare correctly as strings.
  return enforcementDate.slice(0, 10) <= now.toISOString().slice(0, 10);
}
