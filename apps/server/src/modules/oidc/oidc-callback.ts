/**
 * GET /api/auth/oidc/:provider/callback: the provider sends the browser back here. Every
 * outcome is a redirect to a console screen (an error becomes `?oidc_error=<code>`), never
 * a JSON error or a 500, because a person is looking at this response.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import {
  OIDC_CONSOLE_PATHS,
  OIDC_DONE_PARAM,
  OIDC_DONE_VALUE,
  OIDC_PROVIDER_PARAM,
  ZOidcCallbackQuerySchema,
  oidcCallbackPath,
  type TOidcProviderId,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { endCurrentSession, SESSION_COOKIE, setSessionCookie } from '../../http/session-cookie';
import { SESSION_ABSOLUTE_MS } from '../auth/session.service';
import { PENDING_SECOND_FACTOR_MS } from '../auth/challenge-limits';
import type { ExternalIdentity } from './oidc.service';
import { errorRedirect, logOidcFailure } from './oidc-redirect';
import { clearOidcState, readOidcState, type OidcState } from './oidc-state';

/** The ID token's claims, checked by openid-client (signature, iss, aud, exp, nonce). */
async function exchangeCode(
  ctx: AppContext,
  request: FastifyRequest,
  state: OidcState,
): Promise<ExternalIdentity | undefined> {
  const provider = state.provider;
  const configuration = await ctx.services.oidcClients.get(provider);
  // The URL the browser opened, rebuilt on the public origin: it is the registered redirect URI.
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const currentUrl = new URL(`${oidcCallbackPath(provider)}${query}`, ctx.config.publicUrl);
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: state.codeVerifier,
    expectedState: state.state,
    expectedNonce: state.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) return undefined;
  return {
    provider,
    subject: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    // Google sends email_verified; Microsoft sends xms_edov (email domain owner verified)
    // when the app registration asks for it, and never email_verified.
    emailVerified: claims.email_verified === true || claims.xms_edov === true,
  };
}

async function finishLink(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  state: OidcState,
  identity: ExternalIdentity,
) {
  const token = request.cookies[SESSION_COOKIE];
  const session = token ? await ctx.services.sessions.resolve(token) : undefined;
  // The session that started the link must still be the one finishing it.
  if (!session || session.id !== state.sessionId || session.two_factor_pending === 1) {
    return errorRedirect(reply, 'link', 'not_signed_in');
  }
  const result = await ctx.services.oidc.link(identity, session.tenant_id, session.user_id);
  if (!result.ok) return errorRedirect(reply, 'link', result.error);
  request.log.info(
    { provider: identity.provider, userId: session.user_id },
    'oidc identity linked',
  );
  const query = new URLSearchParams({ [OIDC_PROVIDER_PARAM]: identity.provider });
  return reply.redirect(`${OIDC_CONSOLE_PATHS.linked}?${query.toString()}`, 302);
}

async function finishSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  state: OidcState,
  identity: ExternalIdentity,
) {
  const { oidc, sessions, users, twoFactor } = ctx.services;
  const result = await oidc.resolveSignIn(identity);
  if (!result.ok) return errorRedirect(reply, 'login', result.error);
  const user = result.value;
  const tenant = await users.findTenant(user.tenant_id);
  if (!tenant) return errorRedirect(reply, 'login', 'no_account');
  // As at password sign-in: a new session every time, and with two-factor on the session
  // may only answer the challenge (/auth/otp) until the code is given.
  await endCurrentSession(ctx, request);
  const { twoFactor: secondFactorOwed } = twoFactor.signInState(user, tenant);
  const { token } = await sessions.create(user.id, user.tenant_id, {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    twoFactorPending: secondFactorOwed,
  });
  await users.recordLogin(user);
  // The provider vouched for the owner from this address: it is not a stranger to the
  // password's guess limits, as after a right password or a reset link (decision 0121).
  await ctx.services.guessThrottle.trustAddress(
    { kind: 'password', email: user.email },
    request.ip,
  );
  const maxAgeMs = secondFactorOwed ? PENDING_SECOND_FACTOR_MS : SESSION_ABSOLUTE_MS;
  setSessionCookie(request, reply, token, maxAgeMs / 1000);
  request.log.info({ provider: identity.provider, userId: user.id }, 'oidc sign-in');
  const query = new URLSearchParams({ [OIDC_DONE_PARAM]: OIDC_DONE_VALUE });
  if (state.redirect) query.set('redirect', state.redirect);
  return reply.redirect(`${OIDC_CONSOLE_PATHS.login}?${query.toString()}`, 302);
}

export async function handleOidcCallback(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: TOidcProviderId,
) {
  const state = readOidcState(request, ctx.secretBox, ctx.clock, provider);
  clearOidcState(request, reply, provider);
  if (!state) return errorRedirect(reply, 'login', 'expired');

  const query = ZOidcCallbackQuerySchema.safeParse(request.query);
  if (!query.success) return errorRedirect(reply, state.mode, 'provider_error');
  if (query.data.error !== undefined) {
    const code = query.data.error === 'access_denied' ? 'cancelled' : 'provider_error';
    request.log.warn({ provider, error: query.data.error }, 'oidc provider refused');
    return errorRedirect(reply, state.mode, code);
  }

  let identity: ExternalIdentity | undefined;
  try {
    identity = await exchangeCode(ctx, request, state);
  } catch (error) {
    logOidcFailure(request, provider, 'oidc code exchange failed', error);
    return errorRedirect(reply, state.mode, 'provider_error');
  }
  if (!identity) return errorRedirect(reply, state.mode, 'provider_error');

  return state.mode === 'link'
    ? finishLink(ctx, request, reply, state, identity)
    : finishSignIn(ctx, request, reply, state, identity);
}
