import { createStore } from './create-store';

/**
 * Why moderation is locked: the server answered 423 (it knows when the break ends), the
 * console's own timer spent the allowance, or the stored time could not be decrypted (spec §4,
 * §8). Only 'server' carries a server-given end; the others count down lock minutes from
 * `lockedAt`.
 */
export type ModerationLockCause = 'server' | 'allowance' | 'undecryptable';

export interface ModerationLockState {
  /** Spec §3 moderationLocked: the lock screen replaces the moderation page. */
  locked: boolean;
  /** Spec §3 endpointLocked: the server refused a /report call (423) or was told to lock. */
  endpointLocked: boolean;
  cause: ModerationLockCause | null;
  /** Epoch ms when the lock began (client side). */
  lockedAt: number | null;
  /** Epoch ms when the server says moderation opens again, if it said so. */
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
 * Set when the API answers 423 on a /report call (spec §8 "moderation is locked") and by the
 * moderation timer; the moderation feature reads it to show its lock screen and clears it after
 * a successful report fetch. It lives here because the API layer may not import features.
 */
export const moderationLockStore = createStore<ModerationLockState>(UNLOCKED);

/** The 423 handler's entry: keeps an earlier client lock moment, takes the server's end. */
export function lockFromServer(lockedUntil: number | null, now: number = Date.now()): void {
  moderationLockStore.set((current) => ({
    locked: true,
    endpointLocked: true,
    cause: 'server',
    lockedAt: current.lockedAt ?? now,
    lockedUntil: lockedUntil ?? current.lockedUntil,
  }));
}
