import { IconChartBar } from '@tabler/icons-react';
import { NAV_LABELS } from '@vigil/contract';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function AnalyticsPage() {
  return (
    <PlaceholderScreen
      title={NAV_LABELS.analytics}
      description="Trends in what your scanners find and how moderators decide."
      icon={<IconChartBar size={28} aria-hidden />}
      emptyTitle="Analytics build up over time"
      emptyDescription="Charts of moderation decisions by category, content type, domain and scanner appear here as your domains send content."
    />
  );
}
