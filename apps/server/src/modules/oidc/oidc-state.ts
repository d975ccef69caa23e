/**
 * What the callback must know about the sign-in it finishes (state, nonce, PKCE verifier,
 * mode, who is linking), kept in the browser as one AES-GCM sealed HttpOnly cookie. Nothing
 * is stored server-side, so any instance sharing VIGIL_SECRET_KEY can finish a sign-in that
 * another instance started, and an abandoned sign-in leaves nothing behind.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZOidcModeSchema,
  ZOidcProviderIdSchema,
  oidcCallbackPath,
  type TOidcProviderId,
} from '@vigil/contract';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';

export const OIDC_STATE_COOKIE = 'vigil_oidc';

/** Long enough to type a password and approve a prompt; short enough to be useless later. */
export const OIDC_STATE_TTL_MS = 10 * 60 * 1000;

const ZOidcStateSchema = z.object({
  provider: ZOidcProviderIdSchema,
  mode: ZOidcModeSchema,
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1),
  redirect: z.string().optional(),
  /** Link mode: the session that asked, which must still be the one finishing. */
  sessionId: z.string().optional(),
  expiresAt: z.number(),
});
export type OidcState = z.infer<typeof ZOidcStateSchema>;

function cookieOptions(request: FastifyRequest, provider: TOidcProviderId) {
  return {
    // Sent only to this provider's callback, never with console calls.
    path: oidcCallbackPath(provider),
    httpOnly: true,
    // Lax: the provider returns by a top-level GET navigation, which Lax cookies accompany.
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

export function writeOidcState(
  request: FastifyRequest,
  reply: FastifyReply,
  box: SecretBox,
  state: OidcState,
): void {
  void reply.setCookie(OIDC_STATE_COOKIE, box.encrypt(JSON.stringify(state)), {
    ...cookieOptions(request, state.provider),
    maxAge: OIDC_STATE_TTL_MS / 1000,
  });
}

/** The state this browser started for `provider`, or undefined if absent, forged or expired. */
export function readOidcState(
  request: FastifyRequest,
  box: SecretBox,
  clock: Clock,
  provider: TOidcProviderId,
): OidcState | undefined {
  const sealed = request.cookies[OIDC_STATE_COOKIE];
  if (!sealed) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(box.decrypt(sealed));
  } catch {
    return undefined;
  }
  const result = ZOidcStateSchema.safeParse(parsed);
  if (!result.success) return undefined;
  const state = result.data;
  if (state.provider !== provider || clock.now().getTime() >= state.expiresAt) return undefined;
  return state;
}

/** Single use: the callback clears it whatever the outcome. */
export function clearOidcState(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: TOidcProviderId,
): void {
  void reply.clearCookie(OIDC_STATE_COOKIE, cookieOptions(request, provider));
}
