import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import {
  TRANSPARENCY_SCREEN_TEXTS as TEXTS,
  dayLabel,
  formatTimestamp,
  monthLabel,
  type TTransparencyReport,
} from '@vigil/contract';
import { CopyTextButton } from '../../../components/copy-text-button';
import { useReportDownload } from '../api/use-report-download';
import { ReportFigures } from './report-figures';

/** The first day of the month after `month`, as the partial note names it. */
function nextMonthStart(month: string): string {
  const [year, number] = month.split('-').map(Number);
  const next = new Date(Date.UTC(year ?? 1970, number ?? 1, 1));
  return dayLabel(next.toISOString().slice(0, 10));
}

/** One report: its month and status, what it counted, its hash and its two files. */
export function ReportCard({ report }: { report: TTransparencyReport }) {
  const download = useReportDownload();
  const month = monthLabel(report.month);
  const partial = report.status === 'partial';
  const file = (format: 'csv' | 'pdf') => ({
    url: report.downloads[format],
    fallbackName: `transparency-report-${report.month}.${format}`,
  });
  const pending = (format: 'csv' | 'pdf') =>
    download.isPending && download.variables.url === report.downloads[format];
  return (
    <Paper withBorder p="lg" component="article" aria-labelledby={`report-${report.id}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Group gap="sm" align="center">
              <Title order={2} fz="xl" id={`report-${report.id}`}>
                {month}
              </Title>
              <Badge color={partial ? 'orange' : 'teal'} variant="light">
                {partial ? TEXTS.partial : TEXTS.final}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {TEXTS.period(dayLabel(report.period.from), dayLabel(report.period.to))} ·{' '}
              {TEXTS.generatedAt} {formatTimestamp(report.generated_at)}
            </Text>
            {partial ? (
              <Text size="sm" c="orange.8">
                {TEXTS.partialNote(nextMonthStart(report.month))}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
              aria-label={TEXTS.downloadLabel(TEXTS.downloadCsv, month)}
              loading={pending('csv')}
              onClick={() => download.mutate(file('csv'))}
            >
              {TEXTS.downloadCsv}
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
              aria-label={TEXTS.downloadLabel(TEXTS.downloadPdf, month)}
              loading={pending('pdf')}
              onClick={() => download.mutate(file('pdf'))}
            >
              {TEXTS.downloadPdf}
            </Button>
          </Group>
        </Group>
        <ReportFigures summary={report.summary} />
        <Group gap="xs" wrap="nowrap" align="center">
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {TEXTS.sha256}
          </Text>
          <Code
            aria-label={TEXTS.sha256}
            style={{ overflowWrap: 'anywhere', fontSize: 'var(--mantine-font-size-xs)' }}
          >
            {report.sha256}
          </Code>
          <CopyTextButton value={report.sha256} label={TEXTS.copyHash} iconOnly />
        </Group>
      </Stack>
    </Paper>
  );
}
