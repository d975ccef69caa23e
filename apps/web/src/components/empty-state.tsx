import { EmptyState as MantineEmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  /** Buttons or links offered next to the explanation. */
  actions?: ReactNode;
  /** Plain when it already sits inside a card (plain layout, tabs). */
  withBorder?: boolean;
}

/** What a screen shows when it has nothing yet: an icon, a title and what will appear here. */
export function EmptyState({
  icon,
  title,
  description,
  actions,
  withBorder = true,
}: EmptyStateProps) {
  const content = (
    <MantineEmptyState
      variant="light"
      size="md"
      icon={icon}
      title={title}
      description={description}
      maw={520}
      mx="auto"
    >
      {actions ? <MantineEmptyState.Actions>{actions}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
  if (!withBorder) return content;
  return (
    <Paper withBorder radius="lg" py={56} px="lg">
      {content}
    </Paper>
  );
}
