import { Group, Skeleton, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { DOMAIN_SCREEN_TEXTS as T, formatTimestamp } from '@vigil/contract';
import { useDomainScanBacklog } from '../api/use-domain-scan-backlog';

/**
 * How many of the domain's items wait for their scan, and since when (decision 0198): an
 * owner sees the scanners falling behind before moderators do. Quietly absent if it cannot be
 * read: the plugins below are what the tab is for.
 */
export function ScanBacklog({
  domainId,
  onlyIfWaiting = false,
}: {
  domainId: string;
  /** Without plugins, the line is shown only when items still wait (a plugin was removed). */
  onlyIfWaiting?: boolean;
}) {
  const backlog = useDomainScanBacklog(domainId);
  if (backlog.isError) return null;
  const data = backlog.data?.data;
  if (onlyIfWaiting && (data === undefined || data.waiting === 0)) return null;
  return (
    <Group gap="xs" wrap="nowrap" component="section" aria-label={T.backlogLabel}>
      <IconHourglass size={18} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {T.backlogLabel}
      </Text>
      {data === undefined ? (
        <Skeleton height={14} width={220} />
      ) : data.waiting === 0 || data.oldest_submitted_at === null ? (
        <Text size="sm" c="dimmed">
          {T.backlogNone}
        </Text>
      ) : (
        <Text size="sm">
          {T.backlogCount(data.waiting)},{' '}
          {T.backlogOldest(formatTimestamp(data.oldest_submitted_at))}
        </Text>
      )}
    </Group>
  );
}
