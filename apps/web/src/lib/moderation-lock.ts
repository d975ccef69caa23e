import { createStore } from './create-store';

/**
 * Why moderation is locked (spec §4 Moderation lock, §8):
 * - `server`: the API answered 423 on a /report call; the body says when the break ends.
 * - `allowance`: the console's timer reached the active allowance and asked the server to lock.
 * - `undecryptable`: the stored time could not be decrypted; the server is not called.
 */
export type ModerationLockCause = 'server' | 'allowance' | 'undecryptable';

/** Spec §3 local session state of the lock (moderationLocked, endpointLocked) and its times. */
export interface ModerationLockState {
  /** moderationLocked: the lock screen replaces the moderation page. */
  locked: boolean;
  /** endpointLocked: the server refused a /report call (423) or accepted our lock call. */
  endpointLocked: boolean;
  cause: ModerationLockCause | null;
  /** Epoch ms of the moment this console locked; fetches begun earlier do not unlock. */
  lockedAt: number | null;
  /** Epoch ms at which the server says moderation opens again, when it has said so. */
  lockedUntil: number | null;
}

export const UNLOCKED: ModerationLockState = {
  locked: false,
  endpointLocked: false,
  cause: null,
  lockedAt: null,
  lockedUntil: null,
};

/**
 * Set by the 423 handler of the error catalogue and by the moderation timer; read by the
 * moderation feature's lock screen. It lives in lib because the API layer may not import
 * features.
 */
export const moderationLockStore = createStore<ModerationLockState>(UNLOCKED);

/**
 * The lock's end as epoch ms by this browser's clock: from the server's `retry_after` seconds
 * when given (a browser clock that is off does not stretch or shorten the break), else from
 * `locked_until`; null when neither is readable.
 */
export function lockEndFrom(
  end: { lockedUntil?: string | null; retryAfterSeconds?: number | null },
  now: number = Date.now(),
): number | null {
  if (typeof end.retryAfterSeconds === 'number') return now + end.retryAfterSeconds * 1000;
  return parseLockedUntil(end.lockedUntil);
}

/** `locked_until` of a lock answer or 423 body as epoch ms; null when absent or unreadable. */
export function parseLockedUntil(value: string | undefined | null): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

/**
 * Spec §8: a 423 on a /report URL locks moderation. The server's end wins over any earlier
 * guess; the moment the console first locked is kept, so the break is not re-dated by every
 * refused call.
 */
export function lockFromServer(lockedUntil: number | null, now: number = Date.now()): void {
  moderationLockStore.set((current) => ({
    locked: true,
    endpointLocked: true,
    cause: 'server',
    lockedAt: current.locked ? (current.lockedAt ?? now) : now,
    lockedUntil: lockedUntil ?? current.lockedUntil,
  }));
}

/** The console locks on its own (allowance spent, or stored time unreadable). */
export function lockFromClient(
  cause: Exclude<ModerationLockCause, 'server'>,
  now: number = Date.now(),
): void {
  moderationLockStore.set((current) =>
    current.locked
      ? current
      : { locked: true, endpointLocked: false, cause, lockedAt: now, lockedUntil: null },
  );
}

/** POST /report/lock answered: the server holds the lock now and says until when. */
export function confirmServerLock(lockedUntil: number | null): void {
  moderationLockStore.set((current) =>
    current.locked
      ? { ...current, endpointLocked: true, lockedUntil: lockedUntil ?? current.lockedUntil }
      : current,
  );
}
