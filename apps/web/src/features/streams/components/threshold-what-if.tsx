import { Skeleton, Stack, Text } from '@mantine/core';
import {
  formatInteger,
  STREAMS_WHAT_IF_TEXTS as W,
  whatIfCounts,
  type TWhatIfBucket,
  type ThresholdPair,
  type VerdictCounts,
} from '@vigil/contract';
import type { CSSProperties } from 'react';

/** Where a category's what-if stands: its scanner's answer loading, failed, or its buckets. */
export type WhatIfState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; buckets: readonly TWhatIfBucket[] };

/**
 * The counts wrap as one block: in a narrow card they move under their label whole, never
 * leaving "8" on one line and "unpublished" on the next.
 */
const COUNTS: CSSProperties = { display: 'inline-block', fontVariantNumeric: 'tabular-nums' };

const counts = (verdicts: VerdictCounts): string =>
  W.counts(
    formatInteger(verdicts.unpublished),
    formatInteger(verdicts.review),
    formatInteger(verdicts.passed),
  );

/**
 * Under a threshold slider (decision 0171): what the handles as they stand (during a drag
 * too, before any save) would have done with the category's scores of the last 30 days, and
 * what the engine really decided for those items. Read out politely as the handles move.
 */
export function ThresholdWhatIf({ state, pair }: { state: WhatIfState; pair: ThresholdPair }) {
  if (state.status === 'loading') {
    return (
      <Stack gap={4} role="status" aria-busy="true" aria-label={W.loading}>
        <Skeleton height={8} width="70%" radius="sm" />
        <Skeleton height={8} width="55%" radius="sm" />
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Text size="xs" c="dimmed">
        {W.failed}
      </Text>
    );
  }
  const { would, actual } = whatIfCounts(state.buckets, pair);
  if (actual.passed + actual.review + actual.unpublished === 0) {
    return (
      <Text size="xs" c="dimmed">
        {W.empty}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="xs" aria-live="polite" aria-atomic="true">
        <Text span inherit c="dimmed">
          {W.wouldLabel}
        </Text>{' '}
        <Text span inherit fw={600} style={COUNTS}>
          {counts(would)}
        </Text>
      </Text>
      <Text size="xs" c="dimmed">
        {W.actualLabel}{' '}
        <Text span inherit style={COUNTS}>
          {counts(actual)}
        </Text>
      </Text>
    </Stack>
  );
}
