import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { z } from 'zod';
import {
  API_PREFIX,
  UNAUTHENTICATED_MESSAGE,
  ZOidcProviderIdSchema,
  ZOidcStartQuerySchema,
  getOidcProvidersEndpoint,
  getSessionProfileEndpoint,
  oidcCallbackPath,
  type TOidcProviderId,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { SESSION_COOKIE } from '../../http/session-cookie';
import { parseInput } from '../../http/validation';
import { notFound, unauthenticated } from '../../lib/http-errors';
import { handleOidcCallback } from './oidc-callback';
import { errorRedirect, logOidcFailure } from './oidc-redirect';
import { OIDC_STATE_TTL_MS, writeOidcState } from './oidc-state';
import { loginReplyFor } from './login-reply';

const ZProviderParamsSchema = z.object({ provider: z.string() });

/** An unknown provider name is a 404, like any other path that does not exist. */
function providerFrom(request: FastifyRequest): TOidcProviderId {
  const params = ZProviderParamsSchema.safeParse(request.params);
  const provider = ZOidcProviderIdSchema.safeParse(params.data?.provider);
  if (!provider.success) throw notFound();
  return provider.data;
}

async function liveSession(ctx: AppContext, request: FastifyRequest) {
  const token = request.cookies[SESSION_COOKIE];
  return token ? ctx.services.sessions.resolve(token) : undefined;
}

/** GET /api/auth/oidc/:provider/start: remembers the sign-in, then off to the provider. */
async function startSignIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const provider = providerFrom(request);
  const { mode, redirect } = parseInput(ZOidcStartQuerySchema, request.query, 'query');

  let sessionId: string | undefined;
  if (mode === 'link') {
    const session = await liveSession(ctx, request);
    if (!session || session.two_factor_pending === 1) {
      return errorRedirect(reply, 'link', 'not_signed_in');
    }
    sessionId = session.id;
  }

  let configuration: client.Configuration;
  try {
    configuration = await ctx.services.oidcClients.get(provider);
  } catch (error) {
    logOidcFailure(request, provider, 'oidc provider unavailable', error);
    return errorRedirect(reply, mode, 'unavailable');
  }

  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const authorizationUrl = client.buildAuthorizationUrl(configuration, {
    redirect_uri: `${ctx.config.publicUrl}${oidcCallbackPath(provider)}`,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  writeOidcState(request, reply, ctx.secretBox, {
    provider,
    mode,
    state,
    nonce,
    codeVerifier,
    redirect,
    sessionId,
    expiresAt: ctx.clock.now().getTime() + OIDC_STATE_TTL_MS,
  });
  return reply.redirect(authorizationUrl.href, 302);
}

/** Google and Office 365 sign-in (OpenID Connect, authorization code flow with PKCE). */
export function registerOidcRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, getOidcProvidersEndpoint, async () => ({
    data: ctx.services.oidcClients.configured(),
  }));

  registerEndpoint(app, ctx, getSessionProfileEndpoint, async ({ request }) => {
    const session = await liveSession(ctx, request);
    const profile = session ? await loginReplyFor(ctx, session) : undefined;
    if (!profile) throw unauthenticated(UNAUTHENTICATED_MESSAGE);
    return profile;
  });

  // Page navigations rather than contract endpoints: they answer with redirects, not JSON.
  app.get(`${API_PREFIX}/auth/oidc/:provider/start`, (request, reply) =>
    startSignIn(ctx, request, reply),
  );
  app.get(`${API_PREFIX}/auth/oidc/:provider/callback`, (request, reply) =>
    handleOidcCallback(ctx, request, reply, providerFrom(request)),
  );
}
