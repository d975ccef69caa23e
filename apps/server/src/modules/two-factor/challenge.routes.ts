import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  twoFactorChallengeEndpoint,
  UNAUTHENTICATED_MESSAGE,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie';
import { HttpError, unauthenticated } from '../../lib/http-errors';
import { SESSION_ABSOLUTE_MS } from '../auth/session.service';
import { PENDING_SECOND_FACTOR_MS } from '../auth/challenge-limits';
import { buildLoginReply } from '../auth/login-reply';
import { invalidCode } from './two-factor.service';

/**
 * POST /two-factor-challenge: finishes a sign-in whose login reply said `two_factor: true`.
 * The pending session is replaced by a new full one (a rotated cookie), so a token seen
 * before the second factor is worth nothing after it.
 */
export function registerTwoFactorChallengeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { twoFactor, sessions, users, guessThrottle } = ctx.services;

  registerEndpoint(app, ctx, twoFactorChallengeEndpoint, async ({ auth, body, request, reply }) => {
    const { session, tenantId, userId } = auth;
    if (session.two_factor_pending !== 1) {
      throw new HttpError(409, ACCOUNT_MESSAGES.noSecondFactorOwed);
    }
    const age = ctx.clock.now().getTime() - new Date(session.created_at).getTime();
    if (age >= PENDING_SECOND_FACTOR_MS) {
      await sessions.destroy(session.id);
      clearSessionCookie(request, reply);
      throw unauthenticated(UNAUTHENTICATED_MESSAGE);
    }
    // The same rule as the password (decision 0121), counted for this user.
    const attempt = await guessThrottle.checkGuessAllowed(
      { kind: 'second-factor', tenantId, userId },
      request.ip,
    );
    const answer =
      body.code !== undefined ? { code: body.code } : { recoveryCode: body.recovery_code ?? '' };
    if (!(await twoFactor.verifyChallenge(tenantId, userId, answer))) {
      await attempt.recordFailure();
      throw invalidCode(body.code !== undefined ? 'code' : 'recovery_code');
    }
    const [user, tenant] = await Promise.all([
      users.findInTenant(tenantId, userId),
      users.findTenant(tenantId),
    ]);
    if (!user || !tenant) throw unauthenticated(UNAUTHENTICATED_MESSAGE);
    await attempt.recordSuccess();
    await sessions.destroy(session.id);
    const { token } = await sessions.create(userId, tenantId, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    setSessionCookie(request, reply, token, SESSION_ABSOLUTE_MS / 1000);
    // Nothing more is owed: `two_factor` is false so the console does not ask again.
    return buildLoginReply(
      user,
      tenant,
      { twoFactor: false, enforced: false },
      ACCOUNT_MESSAGES.signedIn,
    );
  });
}
