import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { SCREEN_TITLES } from '@vigil/contract';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';

/** The way back from the account screens of the plain layout. */
export function BackToSignIn() {
  return (
    <Button
      component={Link}
      to={PATHS.login}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      fullWidth
    >
      Back to {SCREEN_TITLES.signIn}
    </Button>
  );
}
