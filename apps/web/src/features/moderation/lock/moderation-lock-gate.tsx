import type { ReactNode } from 'react';
import { useModerationLocked } from './lock-events';

/** Shows the lock screen instead of the moderation page while moderation is locked. */
export function ModerationLockGate({ children }: { children: ReactNode }) {
  const locked = useModerationLocked();
  if (locked) return <p role="status">Moderation is locked.</p>;
  return <>{children}</>;
}
