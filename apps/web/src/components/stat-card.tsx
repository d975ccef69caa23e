import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  /** The figure, already formatted; undefined while the first answer is on its way. */
  value: string | undefined;
  hint?: string;
  icon: ReactNode;
  colour: string;
}

/** One figure of the stats: a group named by its label, so it reads as "label, value, hint". */
export function StatCard({ label, value, hint, icon, colour }: StatCardProps) {
  return (
    <Paper withBorder p="md" role="group" aria-label={label} aria-busy={value === undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" lh={1.3}>
          {label}
        </Text>
        <ThemeIcon variant="light" color={colour} size={30} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      {value === undefined ? (
        <Skeleton height={28} width="55%" mt={8} radius="sm" />
      ) : (
        <Text fz={26} fw={700} mt={4} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
      )}
      {hint ? (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}
