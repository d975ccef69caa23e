import { IconCode } from '@tabler/icons-react';
import { NAV_LABELS } from '@vigil/contract';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function DevelopersPage() {
  return (
    <PlaceholderScreen
      title={NAV_LABELS.developers}
      description="Build on Vigil: the plugin API and the console API."
      icon={<IconCode size={28} aria-hidden />}
      emptyTitle="Documentation is on its way"
      emptyDescription="Reference documentation for the plugin API your CMS plugins use, and for the console API, generated from the same contract the server runs on."
    />
  );
}
