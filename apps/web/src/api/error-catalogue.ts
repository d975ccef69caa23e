import { MESSAGES, ZModerationLockedErrorSchema } from '@vigil/contract';

/**
 * Spec §8 error catalogue in one place: what the console does about a failed call. Pure, so
 * every row is unit-tested; src/app/api-error-actions.ts carries the actions out.
 */
export type ErrorAction =
  | { type: 'sign-out' }
  | {
      type: 'moderation-locked';
      /** The 423 body's `locked_until` (UTC), when the server sent one the contract accepts. */
      lockedUntil?: string;
      /** Its `retry_after`: seconds left by the server's clock (preferred for the countdown). */
      retryAfterSeconds?: number;
    }
  | { type: 'two-factor-required'; message: string }
  | { type: 'problem'; message: string }
  | { type: 'log'; message: string };

export interface FailedCall {
  status: number;
  /** Path after `/api`, query included. */
  url: string;
  message: string | undefined;
  /** The error body as sent; only documented fields are read from it. */
  body?: unknown;
}

/**
 * - `catalogue`: the full catalogue (default).
 * - `log`: spec §8's last row (stats, charts, reports, categories, artifacts, moderation and
 *   lock calls are "only logged"): session-wide outcomes still apply, dialogs become logs.
 */
export type ErrorHandling = 'catalogue' | 'log';

const SIGN_OUT_MESSAGES = /unauthenticated|not authenticated|tenant not found/i;
const TWO_FACTOR = /two[- ]?factor/i;

function isReportUrl(url: string): boolean {
  return url === '/report' || url.startsWith('/report/') || url.startsWith('/report?');
}

/**
 * The lock's end from a 423 body, for the lock screen's countdown. Only this field is checked:
 * the message is the server's to word, and a body without a readable end still locks.
 */
function readLockEnd(body: unknown): { lockedUntil?: string; retryAfterSeconds?: number } {
  if (typeof body !== 'object' || body === null) return {};
  const end: { lockedUntil?: string; retryAfterSeconds?: number } = {};
  if ('locked_until' in body) {
    const parsed = ZModerationLockedErrorSchema.shape.locked_until.safeParse(body.locked_until);
    if (parsed.success) end.lockedUntil = parsed.data;
  }
  if ('retry_after' in body) {
    const parsed = ZModerationLockedErrorSchema.shape.retry_after.safeParse(body.retry_after);
    if (parsed.success) end.retryAfterSeconds = parsed.data;
  }
  return end;
}

export function decideErrorAction(
  call: FailedCall,
  handling: ErrorHandling = 'catalogue',
): ErrorAction {
  const message = call.message?.trim() || undefined;
  const aboutTwoFactor = message !== undefined && TWO_FACTOR.test(message);

  if (call.status === 401 && message !== undefined && SIGN_OUT_MESSAGES.test(message)) {
    return { type: 'sign-out' };
  }
  if (call.status === 423 && aboutTwoFactor) {
    return { type: 'two-factor-required', message };
  }
  if (call.status === 423 && isReportUrl(call.url)) {
    return { type: 'moderation-locked', ...readLockEnd(call.body) };
  }
  const text =
    message ?? (call.status === 423 ? MESSAGES.unexpectedError423 : MESSAGES.unexpectedErrorOther);
  return handling === 'log' ? { type: 'log', message: text } : { type: 'problem', message: text };
}
