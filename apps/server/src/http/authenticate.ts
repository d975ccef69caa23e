import type { FastifyRequest } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  TENANT_HEADER,
  TENANT_NOT_FOUND_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  type UnfinishedSignIn,
} from '@vigil/contract';
import type { AppContext } from '../context';
import { HttpError, unauthenticated } from '../lib/http-errors';
import type { SessionRow } from '../modules/auth/session.queries';
import { SESSION_COOKIE } from './session-cookie';

/** Who is calling: the session and the tenant every query of the request is scoped by. */
export interface RequestAuth {
  session: SessionRow;
  userId: string;
  tenantId: string;
  /** Read from the user row on this request, so a demotion applies at the next call. */
  roleId: number;
}

/**
 * Resolves the session cookie and checks the tenant header against it. A missing or unknown
 * session answers 401 "Unauthenticated."; a header naming another tenant (or none) answers
 * 401 "tenant not found", and the console signs out on both (spec §8). Only endpoints marked
 * `tenantHeader: 'optional'` accept a request without the header.
 *
 * Then the sign-in must be finished, unless the endpoint allows the stage it is at
 * (`allowUnfinishedSignIn` on the contract endpoint): a session still owing its second factor
 * is unauthenticated (401) everywhere else, and a user who owes the tenant's enforced
 * two-factor set-up gets 423 ACCOUNT_MESSAGES.twoFactorMustBeEnabled, which the console
 * answers by starting the set-up (spec §8).
 */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  tenantHeader: 'required' | 'optional' = 'required',
  allowUnfinishedSignIn: readonly UnfinishedSignIn[] = [],
): Promise<RequestAuth> {
  const token = request.cookies[SESSION_COOKIE];
  const session = token ? await ctx.services.sessions.resolve(token) : undefined;
  if (!session) throw unauthenticated(UNAUTHENTICATED_MESSAGE);
  const header = request.headers[TENANT_HEADER.toLowerCase()];
  const absentButOptional = header === undefined && tenantHeader === 'optional';
  if (!absentButOptional && header !== session.tenant_id) {
    throw unauthenticated(TENANT_NOT_FOUND_MESSAGE);
  }
  if (session.two_factor_pending === 1 && !allowUnfinishedSignIn.includes('second-factor')) {
    throw unauthenticated(UNAUTHENTICATED_MESSAGE);
  }
  // One read serves the two-factor rule here and the role check after (http/authorize.ts).
  const caller = await ctx.services.users.findCaller(session.tenant_id, session.user_id);
  // Deleting a user ends their sessions; this covers a request racing the deletion.
  if (!caller) throw unauthenticated(UNAUTHENTICATED_MESSAGE);
  // Checked on every request, not stored on the session: the date can pass mid-session.
  if (
    !allowUnfinishedSignIn.includes('two-factor-setup') &&
    ctx.services.twoFactor.signInState(caller, caller).enforced
  ) {
    throw new HttpError(423, ACCOUNT_MESSAGES.twoFactorMustBeEnabled);
  }
  return {
    session,
    userId: session.user_id,
    tenantId: session.tenant_id,
    roleId: caller.role_id,
  };
}
