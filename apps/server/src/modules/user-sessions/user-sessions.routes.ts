import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  endOtherSessionsEndpoint,
  listUserSessionsEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import type { RequestAuth } from '../../http/authenticate';
import type { SessionOwner } from './user-sessions.service';

function ownerOf(auth: RequestAuth): SessionOwner {
  return { tenantId: auth.tenantId, userId: auth.userId, currentSessionId: auth.session.id };
}

/** Settings › Security: the caller's own sessions, and "sign out everywhere else". */
export function registerUserSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sessions = ctx.services.userSessions;

  registerEndpoint(app, ctx, listUserSessionsEndpoint, async ({ auth }) => ({
    data: await sessions.list(ownerOf(auth)),
  }));

  registerEndpoint(app, ctx, endOtherSessionsEndpoint, async ({ auth }) => ({
    message: ACCOUNT_MESSAGES.otherSessionsEnded,
    ended: await sessions.endOthers(ownerOf(auth)),
  }));
}
