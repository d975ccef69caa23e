/**
 * The three roles (spec §6 names only role 1, administrator-like and the default when a reply
 * carries none; the others are ours, see docs/decisions/0050-roles.md).
 * - 1 Administrator: everything in the tenant.
 * - 2 Moderator: dashboard, moderation, streams (read-only thresholds), analytics,
 *   transparency reports, developers, their own security and password; moderates only the
 *   domains their moderation groups allow.
 * - 3 Viewer: read-only dashboard, analytics and transparency reports.
 */
export const ROLES = {
  administrator: 1,
  moderator: 2,
  viewer: 3,
} as const;
export type RoleId = (typeof ROLES)[keyof typeof ROLES];

export const ALL_ROLES: readonly RoleId[] = [ROLES.administrator, ROLES.moderator, ROLES.viewer];

/** The `roles` of an endpoint only administrators may call (also what an absent list means). */
export const ADMINISTRATORS_ONLY: readonly RoleId[] = [ROLES.administrator];

/** The `roles` of the moderation and read-only stream calls: viewers do not moderate. */
export const MODERATING_ROLES: readonly RoleId[] = [ROLES.administrator, ROLES.moderator];

export const ROLE_LABELS: Readonly<Record<RoleId, string>> = {
  1: 'Administrator',
  2: 'Moderator',
  3: 'Viewer',
};

export function isRoleId(value: number): value is RoleId {
  return value === 1 || value === 2 || value === 3;
}
