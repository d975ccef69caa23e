import { ThemeIcon, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The "we have emailed you" state of Create Account and Forgotten Password. */
export function CheckEmailNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack align="center" gap="sm" ta="center" role="status">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal">
        <IconMailForward size={28} aria-hidden />
      </ThemeIcon>
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Stack>
  );
}
