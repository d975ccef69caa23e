import type { FastifyRequest } from 'fastify';
import { TENANT_HEADER, TENANT_NOT_FOUND_MESSAGE, UNAUTHENTICATED_MESSAGE } from '@vigil/contract';
import type { AppContext } from '../context';
import { HttpError } from '../lib/http-errors';
import type { SessionRow } from '../modules/auth/session.queries';
import { SESSION_COOKIE } from './session-cookie';

/** Who is calling: the session and the tenant every query of the request is scoped by. */
export interface RequestAuth {
  session: SessionRow;
  userId: string;
  tenantId: string;
}

/**
 * Resolves the session cookie and checks the tenant header against it. A missing or unknown
 * session answers 401 "Unauthenticated."; a header naming another tenant (or none) answers
 * 401 "tenant not found", and the console signs out on both (spec §8). Only endpoints marked
 * `tenantHeader: 'optional'` accept a request without the header.
 */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  tenantHeader: 'required' | 'optional' = 'required',
): Promise<RequestAuth> {
  const token = request.cookies[SESSION_COOKIE];
  const session = token ? await ctx.services.sessions.resolve(token) : undefined;
  if (!session || session.two_factor_pending === 1) {
    throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
  }
  const header = request.headers[TENANT_HEADER.toLowerCase()];
  const absentButOptional = header === undefined && tenantHeader === 'optional';
  if (!absentButOptional && header !== session.tenant_id) {
    throw new HttpError(401, TENANT_NOT_FOUND_MESSAGE);
  }
  return { session, userId: session.user_id, tenantId: session.tenant_id };
}
