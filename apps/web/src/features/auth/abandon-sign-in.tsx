import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { NAV_LABELS } from '@vigil/contract';
import { useState } from 'react';
import { signOut } from './session';

/**
 * For the login-required plain screens (/auth/…): a half-signed-in user can only leave by
 * ending the session; the guard would send a plain link straight back.
 */
export function AbandonSignIn() {
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      variant="subtle"
      color="gray"
      fullWidth
      loading={leaving}
      leftSection={<IconLogout size={16} aria-hidden />}
      onClick={() => {
        setLeaving(true);
        void signOut();
      }}
    >
      {NAV_LABELS.signOut}
    </Button>
  );
}
