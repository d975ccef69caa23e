import { Alert, Divider, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  STREAMS_SCREEN_TEXTS as T,
  type TDomainScanner,
  type TDomainStream,
  type TModerationCategory,
  type ThresholdPair,
} from '@vigil/contract';
import { useId } from 'react';
import { ExtractorList } from './extractor-list';
import { ScannerList } from './scanner-list';

export interface StreamBodyProps {
  stream: TDomainStream;
  categories: readonly TModerationCategory[] | undefined;
  canSave: boolean;
  onSave: (
    scanner: TDomainScanner,
    categoryId: TModerationCategory['id'],
    pair: ThresholdPair,
  ) => void;
}

function NotConfigured({ text }: { text: string }) {
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconAlertTriangle size={16} aria-hidden />}
      p="sm"
      // A standing fact about the domain, not news: "alert" would interrupt a screen reader.
      role="note"
    >
      {text}
    </Alert>
  );
}

/** Spec §2 card body: Extractors, then Scanners, each with a warning when there are none. */
export function StreamBody({ stream, categories, canSave, onSave }: StreamBodyProps) {
  const extractorsId = useId();
  const scannersId = useId();
  return (
    <Stack gap="md">
      <Stack component="section" gap="xs" aria-labelledby={extractorsId}>
        <Title order={3} size="h6" id={extractorsId} tt="uppercase" c="dimmed" fz="xs">
          {T.extractorsTitle}
        </Title>
        {stream.extractors.length === 0 ? (
          <NotConfigured text={T.noExtractors} />
        ) : (
          <ExtractorList extractors={stream.extractors} label={T.extractorsTitle} />
        )}
      </Stack>
      <Divider />
      <Stack component="section" gap="xs" aria-labelledby={scannersId}>
        <Title order={3} size="h6" id={scannersId} tt="uppercase" c="dimmed" fz="xs">
          {T.scannersTitle}
        </Title>
        {stream.scanners.length === 0 ? (
          <NotConfigured text={T.noScanners} />
        ) : (
          <ScannerList
            scanners={stream.scanners}
            categories={categories}
            canSave={canSave}
            onSave={onSave}
          />
        )}
      </Stack>
    </Stack>
  );
}
