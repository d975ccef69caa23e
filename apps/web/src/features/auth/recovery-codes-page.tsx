import { SCREEN_TITLES } from '@vigil/contract';
import { IconLifebuoy } from '@tabler/icons-react';
import { EmptyState } from '../../components/empty-state';
import { PlainScreen } from '../../components/plain-screen';
import { AbandonSignIn } from './abandon-sign-in';

/** /auth/recovery: the single-use recovery codes shown once after two-factor set-up. */
export function RecoveryCodesPage() {
  return (
    <PlainScreen title={SCREEN_TITLES.recoveryCodes}>
      <EmptyState
        withBorder={false}
        icon={<IconLifebuoy size={28} aria-hidden />}
        title="Keep these codes somewhere safe"
        description="Your single-use recovery codes will be listed here. Each one signs you in once if you lose access to your authenticator app."
      />
      <AbandonSignIn />
    </PlainScreen>
  );
}
