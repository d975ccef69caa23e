import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { listAppealsEndpoint, MODERATION_SCREEN_TEXTS as T, NAV_LABELS } from '@vigil/contract';
import { lazy, Suspense, useState } from 'react';
import { endpointQueryKey } from '../../api/endpoint-query';
import { PageHeader } from '../../components/page-header';
import { useOpenAppealCount } from './appeals/use-appeals';
import { ModerationViewSwitch, type ModerationView } from './appeals/moderation-view-switch';
import { ReportCardSkeleton } from './components/report-card-skeleton';
import { useModerationLocked } from './lock/lock-events';
import { ModerationLockGate } from './lock/moderation-lock-gate';
import { ModerationQueue } from './moderation-queue';
import { useModerationPreferences } from './preferences/use-moderation-preferences';

// Loaded when first opened: most visits are to the queue (decision 0185).
const AppealsView = lazy(() =>
  import('./appeals/appeals-view').then((module) => ({ default: module.AppealsView })),
);

export interface ModerationPageProps {
  /** Administrators add author rules from an author's history (decision 0181), and may
   *  decide an appeal of their own decision (decision 0185). */
  canTrustAuthors: boolean;
}

/**
 * Spec §2 Moderation screen: the review queue, or authors' appeals (decision 0185), with the
 * lock screen in its place while moderation is locked (the queue keeps its state behind it).
 */
export function ModerationPage({ canTrustAuthors }: ModerationPageProps) {
  const [view, setView] = useState<ModerationView>('queue');
  const locked = useModerationLocked();
  const openAppeals = useOpenAppealCount(!locked);
  const { preferences } = useModerationPreferences();
  const client = useQueryClient();
  const changeView = (next: ModerationView) => {
    setView(next);
    // The count and the list as they are now, not as the last poll left them.
    void client.invalidateQueries({ queryKey: endpointQueryKey(listAppealsEndpoint) });
  };
  const viewSwitch = (
    <ModerationViewSwitch view={view} openAppeals={openAppeals} onChange={changeView} />
  );
  if (view === 'queue')
    return <ModerationQueue canTrustAuthors={canTrustAuthors} header={viewSwitch} />;
  return (
    <ModerationLockGate>
      <PageHeader title={NAV_LABELS.moderation} description={T.description} />
      <Stack gap="lg">
        {viewSwitch}
        <Suspense fallback={<ReportCardSkeleton label={T.loadingQueue} />}>
          <AppealsView canOverride={canTrustAuthors} blurMedia={preferences.blurMedia} />
        </Suspense>
      </Stack>
    </ModerationLockGate>
  );
}
