import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@vigil/contract';
import type { AppContext } from '../context';

export const SESSION_COOKIE = 'vigil_session';

/** HttpOnly so scripts cannot read it; Lax so other sites cannot send it on their forms. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
  // Readable by scripts and no secret: it only tells the console a session may exist.
  reply.setCookie(SESSION_HINT_COOKIE, SESSION_HINT_VALUE, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
  reply.clearCookie(SESSION_HINT_COOKIE, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** Ends the session the request's cookie names, if any (sign-in rotates sessions). */
export async function endCurrentSession(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const session = await ctx.services.sessions.resolve(token);
  if (session) await ctx.services.sessions.destroy(session.id);
}
