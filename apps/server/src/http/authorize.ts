import {
  ADMINISTRATORS_ONLY,
  isRoleId,
  UNAUTHENTICATED_MESSAGE,
  USER_MESSAGES,
  type EndpointDefinition,
  type RoleId,
} from '@vigil/contract';
import type { AppContext } from '../context';
import { HttpError } from '../lib/http-errors';
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
 * The role is read from the user row on every request, not remembered on the session, so a
 * demotion takes effect on the demoted user's very next call.
 */
export async function authorize(
  ctx: AppContext,
  auth: RequestAuth,
  endpoint: Pick<EndpointDefinition, 'roles'>,
): Promise<AuthorizedRequest> {
  const user = await ctx.services.users.findInTenant(auth.tenantId, auth.userId);
  // Deleting a user ends their sessions; this covers a request racing the deletion.
  if (!user) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
  const allowed = endpoint.roles ?? ADMINISTRATORS_ONLY;
  if (!isRoleId(user.role_id) || !allowed.includes(user.role_id)) {
    throw new HttpError(403, USER_MESSAGES.roleForbidden);
  }
  return { ...auth, roleId: user.role_id };
}
