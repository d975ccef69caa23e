import { Paper, Skeleton, Stack } from '@mantine/core';

/** A neutral stand-in while a card's data loads (spec: "a placeholder block is shown"). */
export function LoadingSkeleton({
  lines = 3,
  label = 'Loading',
}: {
  lines?: number;
  label?: string;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" role="status" aria-busy="true" aria-label={label}>
      <Stack gap="sm">
        <Skeleton height={18} width="40%" radius="sm" />
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} height={12} width={`${90 - index * 12}%`} radius="sm" />
        ))}
      </Stack>
    </Paper>
  );
}
