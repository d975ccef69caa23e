import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { NAV_LABELS, SCREEN_TITLES } from '@vigil/contract';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../lib/paths';

/** Any path outside the spec §2 route table. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Stack align="center" gap="md" ta="center" py="md">
      <Text
        aria-hidden
        fw={900}
        fz={88}
        lh={1}
        variant="gradient"
        gradient={{ from: 'indigo.4', to: 'teal.4', deg: 135 }}
      >
        404
      </Text>
      <Title order={1} fz={26}>
        {SCREEN_TITLES.notFound}
      </Title>
      <Text c="dimmed" size="sm" maw={340} style={{ overflowWrap: 'anywhere' }}>
        There is nothing at{' '}
        <Text span ff="monospace" fz="sm">
          {pathname}
        </Text>
        . The link may be out of date, or the page may have moved.
      </Text>
      <Button
        component={Link}
        to={PATHS.dashboard}
        size="md"
        mt="sm"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        Back to {NAV_LABELS.dashboard}
      </Button>
    </Stack>
  );
}
