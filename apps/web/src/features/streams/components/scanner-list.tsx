import { Accordion, Group, Stack, Text } from '@mantine/core';
import {
  STREAMS_SCREEN_TEXTS as T,
  type TDomainScanner,
  type TModerationCategory,
  type ThresholdPair,
} from '@vigil/contract';
import { useState } from 'react';
import { ScannerIcon } from './scanner-icon';
import { ScannerThresholds } from './scanner-thresholds';
import { StreamStatusDot } from './stream-status-dot';

export interface ScannerListProps {
  scanners: readonly TDomainScanner[];
  categories: readonly TModerationCategory[] | undefined;
  canSave: boolean;
  onSave: (
    scanner: TDomainScanner,
    categoryId: TModerationCategory['id'],
    pair: ThresholdPair,
  ) => void;
}

/**
 * Spec §2: a collapsible row per scanner, one open at a time in a card (an Accordion without
 * `multiple`). Open and enabled, it shows the threshold sliders; disabled, it says so.
 */
export function ScannerList({ scanners, categories, canSave, onSave }: ScannerListProps) {
  // Which row is open: its what-if is read when it opens (decision 0171), not for every row.
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Accordion
      variant="separated"
      radius="md"
      chevronPosition="right"
      value={open}
      onChange={setOpen}
    >
      {scanners.map((scanner) => (
        <Accordion.Item key={String(scanner.id)} value={String(scanner.id)}>
          <Accordion.Control icon={<ScannerIcon scannerId={scanner.scanner.id} />}>
            {/* Phrasing content only: the control is a button. */}
            <Group component="span" gap="xs" wrap="nowrap" justify="space-between" pr="sm">
              <Stack component="span" gap={0} style={{ minWidth: 0 }}>
                <Text span size="sm" fw={600}>
                  {scanner.scanner.name}
                </Text>
                <Text span size="xs" c="dimmed" lineClamp={2}>
                  {scanner.scanner.description}
                </Text>
              </Stack>
              <StreamStatusDot enabled={scanner.status} />
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            {scanner.status ? (
              <ScannerThresholds
                scanner={scanner}
                categories={categories}
                canSave={canSave}
                onSave={(categoryId, pair) => onSave(scanner, categoryId, pair)}
                expanded={open === String(scanner.id)}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {T.scannerDisabled}
              </Text>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
