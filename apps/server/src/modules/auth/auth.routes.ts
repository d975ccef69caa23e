import type { FastifyInstance } from 'fastify';
import { getCurrentUserEndpoint, loginEndpoint, logoutEndpoint } from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie';
import { HttpError } from '../../lib/http-errors';
import { SESSION_ABSOLUTE_MS } from './session.service';

// One message whether the email is unknown or the password wrong: it must not reveal which.
export const FAILED_LOGIN_MESSAGE = 'These credentials do not match our records.';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { users, sessions } = ctx.services;

  registerEndpoint(app, ctx, loginEndpoint, async ({ body, request, reply }) => {
    const user = await users.verifyCredentials(body.email, body.password);
    if (!user) throw new HttpError(422, FAILED_LOGIN_MESSAGE, { email: [FAILED_LOGIN_MESSAGE] });
    const tenant = await users.findTenant(user.tenant_id);
    if (!tenant) throw new HttpError(422, FAILED_LOGIN_MESSAGE, { email: [FAILED_LOGIN_MESSAGE] });
    const { token } = await sessions.create(user.id, user.tenant_id, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    await users.recordLogin(user);
    setSessionCookie(request, reply, token, SESSION_ABSOLUTE_MS / 1000);
    return {
      tenant_id: tenant.id,
      role_id: user.role_id,
      two_factor: false,
      two_factor_enforced: false,
      name: user.name,
      tenant_name: tenant.name,
      two_factor_enforcement_date: tenant.two_factor_enforcement_date,
      eula_accepted: user.eula_accepted_at !== null,
    };
  });

  registerEndpoint(app, ctx, logoutEndpoint, async ({ auth, request, reply }) => {
    await sessions.destroy(auth.session.id);
    clearSessionCookie(request, reply);
    return { message: 'Signed out.' };
  });

  registerEndpoint(app, ctx, getCurrentUserEndpoint, async ({ auth }) => {
    const user = await users.findInTenant(auth.tenantId, auth.userId);
    if (!user) throw new HttpError(401, 'Unauthenticated.');
    return { two_factor_enabled: user.two_factor_confirmed_at !== null, role_id: user.role_id };
  });
}
