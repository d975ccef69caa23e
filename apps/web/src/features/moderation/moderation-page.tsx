import { ModerationQueue } from './moderation-queue';

export interface ModerationPageProps {
  /** Administrators add author rules from an author's history (decision 0181). */
  canTrustAuthors: boolean;
}

/**
 * Spec §2 Moderation screen: the review queue, with the lock screen in its place while
 * moderation is locked (the queue keeps its state behind it).
 */
export function ModerationPage({ canTrustAuthors }: ModerationPageProps) {
  return <ModerationQueue canTrustAuthors={canTrustAuthors} />;
}
