import { SCREEN_TITLES } from '@vigil/contract';
import { IconLockCog } from '@tabler/icons-react';
import { EmptyState } from '../../components/empty-state';
import { PlainScreen } from '../../components/plain-screen';
import { BackToSignIn } from './back-to-sign-in';

export function ResetPasswordPage() {
  return (
    <PlainScreen title={SCREEN_TITLES.resetPassword}>
      <EmptyState
        withBorder={false}
        icon={<IconLockCog size={28} aria-hidden />}
        title="Choose a new password"
        description="The link in your password-reset email opens this screen, where you set and confirm your new password before signing in again."
      />
      <BackToSignIn />
    </PlainScreen>
  );
}
