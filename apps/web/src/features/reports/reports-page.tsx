import { IconReportAnalytics } from '@tabler/icons-react';
import { NAV_LABELS } from '@vigil/contract';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function ReportsPage() {
  return (
    <PlaceholderScreen
      title={NAV_LABELS.transparencyReports}
      description="Monthly reports of your moderation decisions, ready to publish."
      icon={<IconReportAnalytics size={28} aria-hidden />}
      emptyTitle="No reports yet"
      emptyDescription="A transparency report is generated on the first of each month for the month before, whenever there is moderation data. Each one will be listed here to download."
    />
  );
}
