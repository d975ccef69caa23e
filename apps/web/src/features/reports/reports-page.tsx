import { Alert, Button, Stack, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconReportAnalytics, IconSparkles } from '@tabler/icons-react';
import { NAV_LABELS, TRANSPARENCY_SCREEN_TEXTS as TEXTS } from '@vigil/contract';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useGenerateReport } from './api/use-generate-report';
import { useTransparencyReports } from './api/use-transparency-reports';
import { ReportCard } from './components/report-card';
import { ReportsSkeleton } from './components/reports-skeleton';

export interface ReportsPageProps {
  /** Whether the role may generate the month so far (administrators). */
  canGenerate: boolean;
}

/**
 * Spec §2 Transparency reports (decision 0162): the monthly reports, newest first, each with
 * its summary, the SHA-256 of its CSV and its CSV and PDF; an explanation while there is none;
 * administrators may generate the current month so far.
 */
export function ReportsPage({ canGenerate }: ReportsPageProps) {
  const reports = useTransparencyReports();
  const generate = useGenerateReport();
  const list = reports.data?.data;
  const generateButton = canGenerate ? (
    <Tooltip label={TEXTS.generateHint} multiline w={300} withArrow>
      <Button
        leftSection={<IconSparkles size={18} aria-hidden />}
        loading={generate.isPending}
        onClick={() => generate.mutate()}
      >
        {TEXTS.generate}
      </Button>
    </Tooltip>
  ) : null;
  return (
    <>
      <PageHeader
        title={NAV_LABELS.transparencyReports}
        description={TEXTS.description}
        actions={generateButton}
      />
      {reports.isPending ? <ReportsSkeleton /> : null}
      {reports.isError ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {TEXTS.loadFailed}
        </Alert>
      ) : null}
      {list && list.length === 0 ? (
        <EmptyState
          icon={<IconReportAnalytics size={28} aria-hidden />}
          title={TEXTS.emptyTitle}
          description={canGenerate ? `${TEXTS.emptyBody} ${TEXTS.emptyAdminHint}` : TEXTS.emptyBody}
        />
      ) : null}
      {list && list.length > 0 ? (
        <Stack gap="md" component="section" aria-label={TEXTS.listLabel}>
          {list.map((report) => (
            <ReportCard key={String(report.id)} report={report} />
          ))}
        </Stack>
      ) : null}
    </>
  );
}
