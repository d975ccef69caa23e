import { IconStack2 } from '@tabler/icons-react';
import { NAV_LABELS } from '@vigil/contract';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function StreamsPage() {
  return (
    <PlaceholderScreen
      title={NAV_LABELS.streams}
      description="How content flows through each domain's extractors and scanners."
      icon={<IconStack2 size={28} aria-hidden />}
      emptyTitle="No streams to show yet"
      emptyDescription="Each connected domain gets a card here listing its extractors and scanners, with per-category sliders to tune when content is sent to moderation and when it is unpublished."
    />
  );
}
