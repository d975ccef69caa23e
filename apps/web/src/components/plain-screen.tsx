import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading block of a screen in the plain layout's card. */
export function PlainScreen({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={26} ta="center">
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" size="sm" ta="center">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}
