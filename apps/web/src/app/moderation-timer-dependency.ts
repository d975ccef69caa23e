import { ROLES } from '@vigil/contract';
import { authStore, type AuthState } from '../features/auth/auth-store';
import {
  loadModerationAllowance,
  setTimedModerator,
  stopModerationTimer,
} from '../features/moderation/timer/moderation-timer';
import { timeSpentUserKey } from '../features/moderation/timer/time-spent-storage';

/**
 * Spec §4: after sign-in or session verification "dependencies load", among them the
 * moderation timer. Here the auth flags meet the moderation feature: the timer follows the
 * signed-in user, and only a fully signed-in moderator (role 2) is timed — administrators and
 * viewers never are. The tenant's active and lock minutes are loaded for the moderator then.
 */
function timedUserKey(auth: AuthState): string | null {
  const signedIn = auth.isLoggedIn && !auth.requiresOtp && !auth.requiresAccountSetup;
  if (!signedIn || auth.profile === null || auth.roleId !== ROLES.moderator) return null;
  return timeSpentUserKey(auth.profile);
}

/** Started once when the console starts; returns the stop used by tests. */
export function startModerationTimerDependency(): () => void {
  let current: string | null = null;
  const follow = () => {
    const next = timedUserKey(authStore.get());
    if (next === current) return;
    current = next;
    setTimedModerator(next);
    if (next !== null) void loadModerationAllowance();
  };
  follow();
  const unsubscribe = authStore.subscribe(follow);
  return () => {
    unsubscribe();
    stopModerationTimer();
  };
}
