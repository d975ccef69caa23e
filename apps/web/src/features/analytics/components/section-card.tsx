import {
  Alert,
  Box,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconChartBarOff, IconDownload } from '@tabler/icons-react';
import { ANALYTICS_SCREEN_TEXTS as T } from '@vigil/contract';
import { Suspense, useId, type ReactNode } from 'react';
import { csvBlob } from '../../../lib/csv';
import { saveFile } from '../../../lib/save-file';
import { tableCsv } from '../table/table-csv';
import type { TableModel } from '../table/table-model';

export type SectionView = 'chart' | 'table';

/** Where a section's data stands: its skeleton, error, empty state or drawing. */
export type SectionStatus = 'loading' | 'error' | 'empty' | 'ready';

export interface SectionCardProps {
  title: string;
  hint: string;
  /** h2 for a section of the screen, h3 for a card inside one (Team). */
  order?: 2 | 3;
  status: SectionStatus;
  onRetry: () => void;
  /** A new filter's answer is on its way; the previous figures stay, dimmed. */
  refreshing?: boolean;
  /** Controls of this section only (break down by, category), under the title. */
  controls?: ReactNode;
  /** Figures above the chart or table (stat cards); shown once answered, even if empty. */
  figures?: ReactNode;
  view: SectionView;
  onViewChange: (view: SectionView) => void;
  /** The table the CSV is written from, and the file's name. */
  csv: { model: TableModel; fileName: string } | null;
  /** The drawing (loaded lazily: the charts chunk) and the table of the same rows. */
  chart: () => ReactNode;
  table: () => ReactNode;
}

function SectionSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={220} radius="md" />
      <Skeleton height={12} width="45%" />
    </Stack>
  );
}

function SectionEmpty() {
  return (
    <Stack align="center" gap={6} py={40}>
      <ThemeIcon variant="light" color="gray" size={44} radius="xl" aria-hidden>
        <IconChartBarOff size={24} />
      </ThemeIcon>
      <Text fw={600}>{T.emptyTitle}</Text>
      <Text size="sm" c="dimmed" ta="center">
        {T.emptyHint}
      </Text>
    </Stack>
  );
}

function SectionError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={T.failed}
    >
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {T.retry}
      </Button>
    </Alert>
  );
}

/**
 * One Analytics section (decision 0171): a titled region with a line saying what it counts, a
 * Chart/Table switch and a Download CSV button that saves the table's rows, exactly as drawn.
 */
export function SectionCard({
  title,
  hint,
  order = 2,
  status,
  onRetry,
  refreshing = false,
  controls,
  figures,
  view,
  onViewChange,
  csv,
  chart,
  table,
}: SectionCardProps) {
  const titleId = useId();
  const viewLabelId = useId();
  const ready = status === 'ready';
  const download = () => {
    if (csv) saveFile(csvBlob(tableCsv(csv.model)), csv.fileName);
  };

  let body: ReactNode;
  if (status === 'loading') body = <SectionSkeleton label={T.loading(title)} />;
  else if (status === 'error') body = <SectionError onRetry={onRetry} />;
  else if (status === 'empty') body = <SectionEmpty />;
  else if (view === 'table') body = table();
  else {
    body = (
      <Suspense fallback={<SectionSkeleton label={T.loading(title)} />}>
        <Box component="figure" m={0} aria-label={T.chartLabel(title)}>
          {chart()}
        </Box>
      </Suspense>
    );
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId} h="100%">
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <Stack gap={2} style={{ flex: '1 1 260px' }}>
          <Title order={order} fz={order === 2 ? 'lg' : 'md'} fw={700} id={titleId}>
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Stack gap={2}>
            <Text id={viewLabelId} size="xs" fw={500} c="dimmed">
              {T.viewLabel}
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby={viewLabelId}
              value={view}
              onChange={(next) => onViewChange(next === 'table' ? 'table' : 'chart')}
              data={[
                { value: 'chart', label: T.chartView },
                { value: 'table', label: T.tableView },
              ]}
            />
          </Stack>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={download}
            disabled={!ready || csv === null}
            aria-label={T.downloadCsvLabel(title)}
          >
            {T.downloadCsv}
          </Button>
        </Group>
      </Group>
      {controls ? (
        <Group gap="md" align="flex-end" mb="md" wrap="wrap">
          {controls}
        </Group>
      ) : null}
      <Box
        aria-busy={refreshing}
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms ease' }}
      >
        {(ready || status === 'empty') && figures ? <Box mb="md">{figures}</Box> : null}
        {body}
      </Box>
    </Paper>
  );
}
