import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  OIDC_CONSOLE_PATHS,
  OIDC_ERROR_PARAM,
  type TOidcErrorCode,
  type TOidcMode,
} from '@vigil/contract';

/** Back to the screen the person started from, with a code the console turns into a text. */
export function errorRedirect(reply: FastifyReply, mode: TOidcMode, error: TOidcErrorCode) {
  const path = mode === 'link' ? OIDC_CONSOLE_PATHS.link : OIDC_CONSOLE_PATHS.login;
  const query = new URLSearchParams({ [OIDC_ERROR_PARAM]: error });
  return reply.redirect(`${path}?${query.toString()}`, 302);
}

/**
 * Logs why a provider exchange failed by error kind and OAuth code only: messages and bodies
 * of provider errors can carry request details, and no token may reach a log.
 */
export function logOidcFailure(
  request: FastifyRequest,
  provider: string,
  what: string,
  error: unknown,
): void {
  const kind = error instanceof Error ? error.name : typeof error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : undefined;
  const oauthError =
    typeof error === 'object' &&
    error !== null &&
    'error' in error &&
    typeof error.error === 'string'
      ? error.error
      : undefined;
  request.log.warn({ provider, err: { type: kind, code, oauthError } }, what);
}
