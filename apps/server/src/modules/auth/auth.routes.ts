import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  getCurrentUserEndpoint,
  loginEndpoint,
  logoutEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { clearSessionCookie, endCurrentSession, setSessionCookie } from '../../http/session-cookie';
import { HttpError, unauthenticated, forbidden } from '../../lib/http-errors';
import { PENDING_SECOND_FACTOR_MS } from './challenge-limits';
import { buildLoginReply } from './login-reply';
import { SESSION_ABSOLUTE_MS } from './session.service';
import { normaliseEmail } from './user.service';

export const FAILED_LOGIN_MESSAGE = ACCOUNT_MESSAGES.failedLogin;
const failedLogin = () =>
  new HttpError(422, FAILED_LOGIN_MESSAGE, { email: [FAILED_LOGIN_MESSAGE] });

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { users, sessions, guessThrottle } = ctx.services;

  registerEndpoint(app, ctx, loginEndpoint, async ({ body, request, reply }) => {
    // Counted (and for a stranger slowed) before the password is checked, the same for an
    // email no account has (decision 0121).
    const attempt = await guessThrottle.checkGuessAllowed(
      { kind: 'password', email: normaliseEmail(body.email) },
      request.ip,
    );
    const user = await users.verifyCredentials(body.email, body.password);
    const tenant = user ? await users.findTenant(user.tenant_id) : undefined;
    if (!user || !tenant) {
      // A sign-up waits for its link (decision 0122): said only to whoever chose its password.
      if (
        !user &&
        (await ctx.services.registrations.awaitsConfirmation(body.email, body.password))
      ) {
        await attempt.recordSuccess();
        throw forbidden(ACCOUNT_MESSAGES.emailNotConfirmed);
      }
      await attempt.recordFailure();
      throw failedLogin();
    }
    await attempt.recordSuccess();
    // Said only to someone who knows the password, so it reveals nothing to a guesser.
    if (user.email_verified_at === null) {
      throw forbidden(ACCOUNT_MESSAGES.emailNotConfirmed);
    }
    // A new session at every sign-in: a session id planted before sign-in is worthless.
    await endCurrentSession(ctx, request);
    // With two-factor on, the session may only answer the challenge until the code is given.
    const twoFactorState = ctx.services.twoFactor.signInState(user, tenant);
    const { token } = await sessions.create(user.id, user.tenant_id, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      twoFactorPending: twoFactorState.twoFactor,
    });
    await users.recordLogin(user);
    const maxAgeMs = twoFactorState.twoFactor ? PENDING_SECOND_FACTOR_MS : SESSION_ABSOLUTE_MS;
    setSessionCookie(request, reply, token, maxAgeMs / 1000);
    return buildLoginReply(user, tenant, twoFactorState);
  });

  registerEndpoint(app, ctx, logoutEndpoint, async ({ auth, request, reply }) => {
    await sessions.destroy(auth.session.id);
    clearSessionCookie(request, reply);
    return { message: ACCOUNT_MESSAGES.signedOut };
  });

  registerEndpoint(app, ctx, getCurrentUserEndpoint, async ({ auth }) => {
    const user = await users.findInTenant(auth.tenantId, auth.userId);
    if (!user) throw unauthenticated();
    return { two_factor_enabled: user.two_factor_confirmed_at !== null, role_id: user.role_id };
  });
}
