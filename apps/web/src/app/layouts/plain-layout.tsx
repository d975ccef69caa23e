import { Box, Center, Paper, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { VigilLogo } from '../../components/vigil-logo';
import { PATHS } from '../../lib/paths';
import { prefetchLandingOnInteraction } from '../prefetch-screens';
import { ColourSchemeIconButton } from './colour-scheme-toggle';

/** Sign-in and account screens: one centred card on a calm background. */
export function PlainLayout() {
  const { pathname } = useLocation();
  useEffect(
    () => (pathname === PATHS.login ? prefetchLandingOnInteraction() : undefined),
    [pathname],
  );
  return (
    <Box className="vigil-plain">
      <Box pos="absolute" top={16} right={16}>
        <ColourSchemeIconButton />
      </Box>
      <Center mih="100dvh" px="md" py={48}>
        <Stack w="100%" maw={440} gap="xl" align="stretch">
          <Center>
            <Link to={PATHS.root} className="vigil-logo-link">
              <VigilLogo size={40} />
            </Link>
          </Center>
          <Paper withBorder shadow="md" p={{ base: 'lg', xs: 36 }} radius="lg" component="main">
            <Outlet />
          </Paper>
          <Text size="xs" c="dimmed" ta="center">
            Vigil · content moderation for your websites
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
