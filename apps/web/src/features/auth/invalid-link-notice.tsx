import { Alert, Stack } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { BackToSignIn } from './back-to-sign-in';

/** Spec §5 invalid confirmation / reset link, with the way back. */
export function InvalidLinkNotice({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconLinkOff size={18} aria-hidden />} role="alert">
        {message}
      </Alert>
      <BackToSignIn />
    </Stack>
  );
}
