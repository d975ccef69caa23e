import { IconCircleCheck } from '@tabler/icons-react';
import { EmptyState } from '../../components/empty-state';
import { PlainScreen } from '../../components/plain-screen';
import { BackToSignIn } from './back-to-sign-in';

/** /account/linked: the confirmation after an external sign-in was connected. */
export function AccountLinkedPage() {
  return (
    <PlainScreen title="Account Linked">
      <EmptyState
        withBorder={false}
        icon={<IconCircleCheck size={28} aria-hidden />}
        title="Your accounts are connected"
        description="When linking finishes, this screen confirms which external sign-in now opens your Vigil account."
      />
      <BackToSignIn />
    </PlainScreen>
  );
}
