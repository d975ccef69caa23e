import { useEffect, type ReactNode } from 'react';
import { useStore } from '../../../lib/create-store';
import { moderationLockStore } from '../../../lib/moderation-lock';
import { enterModerationPage, moderationTimerStore } from '../timer/moderation-timer';
import { LockScreen } from './lock-screen';

/**
 * Wraps the moderation page: while it is mounted the page name is the moderation page's, so
 * a timed moderator's time counts (spec §4); while moderation is locked it shows the lock
 * screen instead of its children.
 */
export function ModerationLockGate({ children }: { children: ReactNode }) {
  useEffect(() => enterModerationPage(), []);
  const lock = useStore(moderationLockStore);
  const { lockMinutes } = useStore(moderationTimerStore);
  if (lock.locked) return <LockScreen lock={lock} lockMinutes={lockMinutes} />;
  return <>{children}</>;
}
