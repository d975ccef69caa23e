import {
  ADMINISTRATORS_ONLY,
  isRoleId,
  USER_MESSAGES,
  type EndpointDefinition,
  type RoleId,
} from '@vigil/contract';
import { forbidden } from '../lib/http-errors';
import type { RequestAuth } from './authenticate';

/** An authenticated caller whose role may call the endpoint; handlers see the role too. */
export interface AuthorizedRequest extends RequestAuth {
  roleId: RoleId;
}

/**
 * The role check of every session endpoint (docs/decisions/0050-roles.md): the caller's role
 * must be in the endpoint's contract `roles`, and an absent list means administrators only,
 * so a route added later stays closed until someone decides otherwise. Anyone else gets 403.
 *
 * The role comes from the user row read by authenticate() on this very request, not from
 * the session, so a demotion takes effect on the demoted user's next call.
 */
export function authorize(
  auth: RequestAuth,
  endpoint: Pick<EndpointDefinition, 'roles'>,
): AuthorizedRequest {
  const allowed = endpoint.roles ?? ADMINISTRATORS_ONLY;
  const { roleId } = auth;
  if (!isRoleId(roleId) || !allowed.includes(roleId)) {
    throw forbidden(USER_MESSAGES.roleForbidden);
  }
  return { ...auth, roleId };
}
