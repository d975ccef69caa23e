import { IconMailCheck } from '@tabler/icons-react';
import { EmptyState } from '../../components/empty-state';
import { PlainScreen } from '../../components/plain-screen';
import { BackToSignIn } from './back-to-sign-in';

/** /account/verify: where an email-verification link lands. */
export function AccountVerifyPage() {
  return (
    <PlainScreen title="Verify Email">
      <EmptyState
        withBorder={false}
        icon={<IconMailCheck size={28} aria-hidden />}
        title="Confirming your email address"
        description="Links from Vigil's verification emails open here and confirm the address they were sent to."
      />
      <BackToSignIn />
    </PlainScreen>
  );
}
