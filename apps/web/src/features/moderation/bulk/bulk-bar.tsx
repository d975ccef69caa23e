import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconWorldOff } from '@tabler/icons-react';
import { BULK_REVIEW_TEXTS as B, MODERATION_SCREEN_TEXTS as T } from '@vigil/contract';
import type { BulkProgress } from './use-bulk-decide';

export interface BulkBarProps {
  loaded: number;
  marked: number;
  progress: BulkProgress | null;
  onMarkAll: () => void;
  onClear: () => void;
  onDecide: (decision: 'unpublish' | 'approve') => void;
}

/**
 * Above the queue: how many cards are loaded and marked, marking all or none, and the two
 * bulk decisions (each confirmed). While a decision is sent, its progress.
 */
export function BulkBar({ loaded, marked, progress, onMarkAll, onClear, onDecide }: BulkBarProps) {
  const busy = progress !== null;
  return (
    <Paper
      component="section"
      aria-label={B.toolbarLabel}
      withBorder={marked > 0}
      p={marked > 0 ? 'xs' : 0}
      radius="md"
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {T.loadedCount(loaded)}
            </Text>
            {marked > 0 ? (
              <Text size="sm" fw={600}>
                {B.markedCount(marked)}
              </Text>
            ) : null}
          </Group>
          <Group gap="xs">
            <Button size="compact-sm" variant="subtle" onClick={onMarkAll} disabled={busy}>
              {B.markAllLoaded}
            </Button>
            {marked > 0 ? (
              <>
                <Button size="compact-sm" variant="subtle" onClick={onClear} disabled={busy}>
                  {B.clearMarks}
                </Button>
                <Button
                  size="compact-sm"
                  variant="light"
                  color="green"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  onClick={() => onDecide('approve')}
                  loading={busy}
                  aria-keyshortcuts="Shift+A"
                >
                  {B.approveMarked}
                </Button>
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  leftSection={<IconWorldOff size={14} aria-hidden />}
                  onClick={() => onDecide('unpublish')}
                  loading={busy}
                  aria-keyshortcuts="Shift+U"
                >
                  {B.unpublishMarked}
                </Button>
              </>
            ) : null}
          </Group>
        </Group>
        {progress ? (
          <Stack gap={2}>
            <Progress
              value={(100 * progress.done) / Math.max(1, progress.total)}
              aria-label={B.progress(progress.done, progress.total)}
              size="sm"
            />
            <Text size="xs" c="dimmed" role="status">
              {B.progress(progress.done, progress.total)}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
