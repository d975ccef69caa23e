import { Group, Stack, Text } from '@mantine/core';
import type { TDomainExtractor } from '@vigil/contract';
import { StreamStatusDot } from './stream-status-dot';

/** Spec §2: each extractor of the domain with its description and status dot. */
export function ExtractorList({
  extractors,
  label,
}: {
  extractors: readonly TDomainExtractor[];
  label: string;
}) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {extractors.map((entry) => (
        <Group
          component="li"
          key={String(entry.id)}
          gap="sm"
          wrap="nowrap"
          justify="space-between"
          align="flex-start"
        >
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {entry.extractor.name}
            </Text>
            <Text size="xs" c="dimmed">
              {entry.extractor.description}
            </Text>
          </Stack>
          <StreamStatusDot enabled={entry.status} />
        </Group>
      ))}
    </Stack>
  );
}
