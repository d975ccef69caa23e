import { ALL_ROLES, ROLES, type EndpointDefinition, type RoleId } from '@vigil/contract';
import { PATHS } from '../lib/paths';

/** Spec §6: role 1 is the administrator-like role (tenant settings, enforcement date). */
export const ADMINISTRATOR_ROLE_ID = ROLES.administrator;

const STAFF: readonly RoleId[] = [ROLES.administrator, ROLES.moderator];
const ADMINISTRATORS: readonly RoleId[] = [ROLES.administrator];

/**
 * Decision 0050's matrix, per console route: who may open it. The server refuses the calls behind
 * a route with 403 anyway; this keeps the console from offering what would only fail.
 * Moderators read domains for Streams and Moderation but do not manage them, so Domains is
 * closed to them (docs/decisions/0060-role-aware-console.md).
 */
export const ROUTE_ROLES: Readonly<Record<string, readonly RoleId[]>> = {
  [PATHS.dashboard]: ALL_ROLES,
  [PATHS.moderation]: STAFF,
  [PATHS.streams]: STAFF,
  [PATHS.domains]: ADMINISTRATORS,
  [PATHS.manageDomain]: ADMINISTRATORS,
  [PATHS.analytics]: ALL_ROLES,
  [PATHS.reports]: ALL_ROLES,
  // Everyone has their own Security and password; the tabs inside follow the role.
  [PATHS.settings]: ALL_ROLES,
  [PATHS.developers]: STAFF,
  [PATHS.eula]: ALL_ROLES,
};

function includesRole(roles: readonly RoleId[], roleId: number): boolean {
  return roles.some((role) => role === roleId);
}

/** Whether the role may open a console route; paths outside the matrix are not role-bound. */
export function roleMayOpen(roleId: number, path: string): boolean {
  const roles = ROUTE_ROLES[path];
  return roles === undefined || includesRole(roles, roleId);
}

/**
 * Whether the role may call an endpoint, read from the same declaration the server enforces
 * (EndpointDefinition.roles; absent means administrators only). Screens use it to leave out
 * a card or a tab instead of calling and meeting a 403 Problem dialog.
 */
export function endpointAllows(endpoint: EndpointDefinition, roleId: number): boolean {
  return includesRole(endpoint.roles ?? ADMINISTRATORS, roleId);
}
