import { Center, Loader, Stack, Text } from '@mantine/core';
import { VigilMark } from '../components/vigil-logo';

/** Shown while the session check runs; the guard decides nothing before it answers. */
export function LoadingScreen() {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <VigilMark size={48} />
        <Loader size="sm" type="dots" aria-hidden />
        <Text size="sm" c="dimmed">
          Loading Vigil…
        </Text>
      </Stack>
    </Center>
  );
}
