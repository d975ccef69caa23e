import { SCREEN_TITLES } from '@vigil/contract';
import { IconShieldLock } from '@tabler/icons-react';
import { EmptyState } from '../../components/empty-state';
import { PlainScreen } from '../../components/plain-screen';
import { AbandonSignIn } from './abandon-sign-in';

/** /auth/otp: the second step of signing in for accounts with two-factor authentication. */
export function OtpPage() {
  return (
    <PlainScreen title={SCREEN_TITLES.enterPasscode}>
      <EmptyState
        withBorder={false}
        icon={<IconShieldLock size={28} aria-hidden />}
        title="One more step"
        description="Enter the 6-digit passcode from your authenticator app here, or one of your recovery codes, to finish signing in."
      />
      <AbandonSignIn />
    </PlainScreen>
  );
}
