import { Stack } from '@mantine/core';
import { TRANSPARENCY_SCREEN_TEXTS as TEXTS } from '@vigil/contract';
import { LoadingSkeleton } from '../../../components/loading-skeleton';

/** Two report-shaped placeholders while the list loads. */
export function ReportsSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label={TEXTS.loading} aria-busy="true">
      <LoadingSkeleton lines={4} label={TEXTS.loading} />
      <LoadingSkeleton lines={4} label={TEXTS.loading} />
    </Stack>
  );
}
