import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@vigil/contract';
import type { AppContext } from '../context';

export const SESSION_COOKIE = 'vigil_session';

/**
 * The session cookie and its hint (decision 0177) share path, SameSite and Secure, so a clear
 * always matches what was set. The session is HttpOnly so scripts cannot read it; the hint is
 * readable and carries no secret: it only tells the console a session may exist. Lax so other
 * sites cannot send them on their forms.
 */
function cookieOptions(request: FastifyRequest, httpOnly: boolean) {
  return {
    path: '/',
    httpOnly,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  } as const;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(request, true),
    maxAge: maxAgeSeconds,
  });
  reply.setCookie(SESSION_HINT_COOKIE, SESSION_HINT_VALUE, {
    ...cookieOptions(request, false),
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request, true));
  reply.clearCookie(SESSION_HINT_COOKIE, cookieOptions(request, false));
}

/** Ends the session the request's cookie names, if any (sign-in rotates sessions). */
export async function endCurrentSession(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const session = await ctx.services.sessions.resolve(token);
  if (session) await ctx.services.sessions.destroy(session.id);
}
