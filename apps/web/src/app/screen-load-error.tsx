import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { VigilMark } from '../components/vigil-logo';

/**
 * A screen's code could not be fetched: usually a release replaced the hashed files this page
 * was built against, or the connection dropped. Reloading fetches the current release.
 */
export function ScreenLoadError() {
  const error = useRouteError();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  // Never shown to the user: the message may carry internals. Kept for the developer tools.
  console.error(error);
  return (
    <Center mih="100dvh" px="md">
      <Stack align="center" gap="md" ta="center" maw={420} role="alert">
        <VigilMark size={48} />
        <Title order={1} fz={24}>
          This screen could not be loaded
        </Title>
        <Text c="dimmed" size="sm">
          {offline
            ? 'You appear to be offline. Reconnect, then reload the page.'
            : 'Vigil may have been updated since this page opened. Reload to get the current version.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
