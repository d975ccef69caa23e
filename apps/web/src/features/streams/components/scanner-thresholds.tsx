import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import {
  categoriesForScanner,
  STREAMS_SCREEN_TEXTS as T,
  STREAMS_WHAT_IF_TEXTS as W,
  thresholdsForCategory,
  type TDomainScanner,
  type TModerationCategory,
  type TThresholdWhatIf,
  type ThresholdPair,
} from '@vigil/contract';
import { useThresholdWhatIf } from '../api/use-threshold-what-if';
import { ThresholdSlider } from './threshold-slider';
import type { WhatIfState } from './threshold-what-if';

export interface ScannerThresholdsProps {
  scanner: TDomainScanner;
  /** Every category, sorted by name; undefined while they load. */
  categories: readonly TModerationCategory[] | undefined;
  canSave: boolean;
  onSave: (categoryId: TModerationCategory['id'], pair: ThresholdPair) => void;
  /** The scanner's row is open: its last 30 days are read then, once. */
  expanded: boolean;
}

function whatIfState(
  answer: TThresholdWhatIf | undefined,
  failed: boolean,
  categoryId: TModerationCategory['id'],
): WhatIfState {
  if (answer === undefined) return failed ? { status: 'failed' } : { status: 'loading' };
  const category = answer.categories.find((one) => one.category_id === String(categoryId));
  return { status: 'ready', buckets: category?.buckets ?? [] };
}

/** An enabled scanner's categories, each with its threshold slider (spec §2, §4). */
export function ScannerThresholds({
  scanner,
  categories,
  canSave,
  onSave,
  expanded,
}: ScannerThresholdsProps) {
  const whatIf = useThresholdWhatIf(scanner.id, expanded);
  if (categories === undefined) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={T.loadingCategories}>
        <Skeleton height={12} width="50%" radius="sm" />
        <Skeleton height={8} radius="xl" />
        <Skeleton height={12} width="40%" radius="sm" />
        <Skeleton height={8} radius="xl" />
      </Stack>
    );
  }
  const own = categoriesForScanner(categories, scanner.scanner.id);
  if (own.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {T.noCategories}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Text size="xs" c="dimmed">
        {T.thresholdsHelp} {W.help}
      </Text>
      {canSave ? null : (
        <Alert
          variant="light"
          color="gray"
          icon={<IconLock size={16} aria-hidden />}
          p="xs"
          role="note"
        >
          <Text size="xs">{T.readOnlyNote}</Text>
        </Alert>
      )}
      {own.map((category) => (
        <ThresholdSlider
          key={String(category.id)}
          categoryName={category.name}
          saved={thresholdsForCategory(scanner.settings, category.id)}
          readOnly={!canSave}
          onSave={(pair) => onSave(category.id, pair)}
          whatIf={whatIfState(whatIf.data?.data, whatIf.isError, category.id)}
        />
      ))}
    </Stack>
  );
}
