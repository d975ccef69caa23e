/**
 * The session hint cookie (decision 0177): set and cleared by the server with the HttpOnly
 * session cookie, readable here. Its absence means this browser holds no session.
 */
import { SESSION_HINT_COOKIE } from '@vigil/contract';

export function hasSessionHint(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((pair) => pair.trim().split('=', 1)[0] === SESSION_HINT_COOKIE);
}

/** After a 401 the session is gone: the next start need not ask again. */
export function forgetSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`;
}
