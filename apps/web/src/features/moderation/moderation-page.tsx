import { NAV_LABELS, MODERATION_SCREEN_TEXTS as T } from '@vigil/contract';
import { PageHeader } from '../../components/page-header';
import { ModerationQueue } from './moderation-queue';

/** Spec §2 Moderation screen: the review queue (behind the lock screen while locked). */
export function ModerationPage() {
  return (
    <>
      <PageHeader title={NAV_LABELS.moderation} description={T.description} />
      <ModerationQueue />
    </>
  );
}
