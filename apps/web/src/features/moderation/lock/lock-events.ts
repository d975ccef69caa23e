import { useStore } from '../../../lib/create-store';
import { moderationLockStore, UNLOCKED } from '../../../lib/moderation-lock';
import { restartModerationTimer } from '../timer/moderation-timer';

/**
 * Spec §4: "a successful report fetch unlocks: lock flags are cleared and, if the endpoint had
 * been locked, timers are reset and restarted on the moderation page". The queue calls this
 * after every successful GET /report.
 *
 * `requestedAt` (epoch ms when the fetch was sent) is optional: given, a fetch that was already
 * on its way when the console locked does not undo that lock. The queue polls on the same
 * 5-second beat as the timer ticks, so such a race is ordinary, not rare.
 */
export function reportsFetched(requestedAt?: number): void {
  const current = moderationLockStore.get();
  if (!current.locked && !current.endpointLocked) return;
  if (requestedAt !== undefined && current.lockedAt !== null && requestedAt < current.lockedAt) {
    return;
  }
  moderationLockStore.set(UNLOCKED);
  // Also after a lock the server never knew of (unreadable stored time): starting from zero
  // clears the unreadable value, which would otherwise lock again at the next tick.
  restartModerationTimer();
}

/** True while the lock screen replaces the moderation page. */
export function useModerationLocked(): boolean {
  return useStore(moderationLockStore).locked;
}
