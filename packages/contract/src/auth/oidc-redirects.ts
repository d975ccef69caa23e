/**
 * The browser-redirect part of OpenID Connect sign-in. These are page navigations, not JSON
 * calls, so they are not contract endpoints; the server validates their queries with these
 * schemas and the console builds their URLs with these helpers.
 */
import { z } from 'zod';
import { API_PREFIX } from '../endpoint';
import { OIDC_MESSAGES } from './oidc-messages';
import type { TOidcProviderId } from './oidc-providers';

/** `login` signs somebody in; `link` attaches the identity to the signed-in user. */
export const ZOidcModeSchema = z.enum(['login', 'link']);
export type TOidcMode = z.infer<typeof ZOidcModeSchema>;

/** Only same-site paths: `//evil.example` or `/\evil` would leave the console. */
export function isSafeConsolePath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    value.length <= 2048 &&
    // Control characters could split a Location header or hide a scheme.
    ![...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  );
}

export const ZOidcStartQuerySchema = z.object({
  mode: ZOidcModeSchema.default('login'),
  // An unsafe target is dropped rather than refused: the sign-in itself is still wanted.
  redirect: z
    .string()
    .optional()
    .transform((value) => (value !== undefined && isSafeConsolePath(value) ? value : undefined)),
});
export type TOidcStartQuery = z.input<typeof ZOidcStartQuerySchema>;

/** What the provider sends back; openid-client checks the values, this only bounds them. */
export const ZOidcCallbackQuerySchema = z.looseObject({
  state: z.string().max(1024).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(256).optional(),
});

/** Why an external sign-in or link did not finish; the console shows OIDC_ERROR_MESSAGES. */
export const OIDC_ERROR_CODES = [
  'no_account',
  'email_not_verified',
  'account_not_confirmed',
  'identity_taken',
  'not_signed_in',
  'expired',
  'cancelled',
  'provider_error',
  'unavailable',
] as const;
export const ZOidcErrorCodeSchema = z.enum(OIDC_ERROR_CODES);
export type TOidcErrorCode = z.infer<typeof ZOidcErrorCodeSchema>;

/** Typed by the code list, so a new code without a text does not compile. */
export const OIDC_ERROR_MESSAGES: Readonly<Record<TOidcErrorCode, string>> = OIDC_MESSAGES.errors;

/** Console screens the server sends the browser back to after an external sign-in. */
export const OIDC_CONSOLE_PATHS = {
  login: '/login',
  link: '/account/link',
  linked: '/account/linked',
} as const;

/** Query parameter carrying a TOidcErrorCode back to /login or /account/link. */
export const OIDC_ERROR_PARAM = 'oidc_error';
/** `/login?oidc=done`: a session was just started; the console loads its profile. */
export const OIDC_DONE_PARAM = 'oidc';
export const OIDC_DONE_VALUE = 'done';
/** `/account/linked?provider=google`: which sign-in was linked. */
export const OIDC_PROVIDER_PARAM = 'provider';

export function oidcStartPath(
  provider: TOidcProviderId,
  mode: TOidcMode,
  redirect?: string,
): string {
  // Built by hand: the contract compiles without DOM or Node types, so no URLSearchParams.
  let query = `mode=${mode}`;
  if (redirect !== undefined && isSafeConsolePath(redirect)) {
    query += `&redirect=${encodeURIComponent(redirect)}`;
  }
  return `${API_PREFIX}/auth/oidc/${provider}/start?${query}`;
}

export function oidcCallbackPath(provider: TOidcProviderId): string {
  return `${API_PREFIX}/auth/oidc/${provider}/callback`;
}
