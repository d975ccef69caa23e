import { ModerationQueue } from './moderation-queue';

/**
 * Spec §2 Moderation screen: the review queue, with the lock screen in its place while
 * moderation is locked (the queue keeps its state behind it).
 */
export function ModerationPage() {
  return <ModerationQueue />;
}
