import { SCREEN_TITLES } from '@vigil/contract';
import { IconKey } from '@tabler/icons-react';
import { EmptyState } from '../../components/empty-state';
import { PlainScreen } from '../../components/plain-screen';
import { BackToSignIn } from './back-to-sign-in';

export function ForgottenPasswordPage() {
  return (
    <PlainScreen title={SCREEN_TITLES.forgottenPassword}>
      <EmptyState
        withBorder={false}
        icon={<IconKey size={28} aria-hidden />}
        title="Reset your password by email"
        description="Enter the email address of your account here and Vigil will send you a link to choose a new password. Self-service reset opens soon; until then your administrator can help."
      />
      <BackToSignIn />
    </PlainScreen>
  );
}
