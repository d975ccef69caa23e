import { Group, Paper, Skeleton, Stack } from '@mantine/core';

/** The shape of a report card while reports load. */
export function ReportCardSkeleton({ label }: { label: string }) {
  return (
    <Paper withBorder radius="lg" p="md" w="100%" role="status" aria-busy="true" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Skeleton height={16} width={120} radius="sm" />
            <Skeleton height={20} width={90} radius="sm" />
            <Skeleton height={20} width={50} radius="sm" />
          </Group>
          <Skeleton height={12} width={120} radius="sm" />
        </Group>
        <Skeleton height={12} width="45%" radius="sm" />
        <Group gap={6}>
          <Skeleton height={20} width={110} radius="sm" />
          <Skeleton height={20} width={90} radius="sm" />
          <Skeleton height={20} width={70} radius="sm" />
        </Group>
        <Skeleton height={12} width="80%" radius="sm" />
        <Group gap="xs">
          <Skeleton height={26} width={100} radius="md" />
          <Skeleton height={26} width={90} radius="md" />
          <Skeleton height={26} width={90} radius="md" />
        </Group>
      </Stack>
    </Paper>
  );
}
