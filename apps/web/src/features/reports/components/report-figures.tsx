import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  TRANSPARENCY_SCREEN_TEXTS as TEXTS,
  formatDecimal,
  formatDuration,
  formatInteger,
  type TTransparencySummary,
} from '@vigil/contract';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** The report's summary: what it counted, as the PDF's "At a glance" does. */
export function ReportFigures({ summary }: { summary: TTransparencySummary }) {
  const share = summary.automated_overturned_share;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="md" verticalSpacing="sm">
      <Figure label={TEXTS.itemsReceived} value={formatInteger(summary.items_received)} />
      <Figure label={TEXTS.autoUnpublished} value={formatInteger(summary.auto_unpublished)} />
      <Figure
        label={TEXTS.unpublishedByModerators}
        value={formatInteger(summary.unpublished_by_moderators)}
      />
      <Figure
        label={TEXTS.approvedByModerators}
        value={formatInteger(summary.approved_by_moderators)}
      />
      <Figure
        label={TEXTS.medianResponse}
        value={formatDuration(summary.median_response_seconds)}
      />
      <Figure label={TEXTS.moderators} value={formatInteger(summary.moderators)} />
      <Figure
        label={TEXTS.overturned}
        value={share === null ? TEXTS.noRate : `${formatDecimal(share * 100)}%`}
      />
    </SimpleGrid>
  );
}
