import { IconLink } from '@tabler/icons-react';
import { EmptyState } from '../../components/empty-state';
import { PlainScreen } from '../../components/plain-screen';
import { BackToSignIn } from './back-to-sign-in';

/** /account/link: connecting an Office 365 or Google sign-in to a Vigil account. */
export function AccountLinkPage() {
  return (
    <PlainScreen title="Link Account">
      <EmptyState
        withBorder={false}
        icon={<IconLink size={28} aria-hidden />}
        title="Sign in with Office 365 or Google"
        description="Here you will connect your Office 365 or Google account to Vigil, so you can sign in with it next time."
      />
      <BackToSignIn />
    </PlainScreen>
  );
}
