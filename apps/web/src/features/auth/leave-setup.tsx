import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ACCOUNT_SCREEN_TEXTS } from '@vigil/contract';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { AbandonSignIn } from './abandon-sign-in';

/**
 * The way out of a two-factor set-up: back to Settings when the user chose to start it; only
 * signing out when it is forced (the guard and the 423s would bring them straight back).
 */
export function LeaveSetup({ forced }: { forced: boolean }) {
  if (forced) return <AbandonSignIn />;
  return (
    <Button
      component={Link}
      to={PATHS.settings}
      variant="subtle"
      color="gray"
      fullWidth
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {ACCOUNT_SCREEN_TEXTS.backToSettings}
    </Button>
  );
}
