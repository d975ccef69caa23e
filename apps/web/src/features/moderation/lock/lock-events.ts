import { useStore } from '../../../lib/create-store';
import { moderationLockStore, UNLOCKED } from '../../../lib/moderation-lock';

/**
 * Spec §4: "a successful report fetch unlocks: lock flags are cleared and, if the endpoint had
 * been locked, timers are reset and restarted on the moderation page". The queue calls this
 * after every successful GET /report.
 */
export function reportsFetched(): void {
  const current = moderationLockStore.get();
  if (!current.locked && !current.endpointLocked) return;
  moderationLockStore.set(UNLOCKED);
}

/** True while the lock screen replaces the moderation page. */
export function useModerationLocked(): boolean {
  return useStore(moderationLockStore).locked;
}
