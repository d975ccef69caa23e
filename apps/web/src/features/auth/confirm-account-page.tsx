import { SCREEN_TITLES } from '@vigil/contract';
import { IconMailCheck, IconUserPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PlainScreen } from '../../components/plain-screen';
import { BackToSignIn } from './back-to-sign-in';

/**
 * /confirmaccount serves both "Create Account" and "Confirm Account": spec §2 lists both
 * screens but only this route. Without a token it is sign-up (a new organisation and its
 * first user); the emailed link brings the token back to confirm. See
 * docs/decisions/0020-web-routes-and-guard.md.
 */
export function ConfirmAccountPage() {
  const [search] = useSearchParams();
  const hasToken = search.has('token');
  if (!hasToken) {
    return (
      <PlainScreen title={SCREEN_TITLES.createAccount}>
        <EmptyState
          withBorder={false}
          icon={<IconUserPlus size={28} aria-hidden />}
          title="Start moderating with Vigil"
          description="Sign-up opens here soon: your name, your organisation, your email address and a password. Vigil then emails you a link to confirm the account before your first sign-in."
        />
        <BackToSignIn />
      </PlainScreen>
    );
  }
  return (
    <PlainScreen title={SCREEN_TITLES.confirmAccount}>
      <EmptyState
        withBorder={false}
        icon={<IconMailCheck size={28} aria-hidden />}
        title="Confirm your account"
        description="The link in your confirmation email opens this screen, which activates your account and then takes you to sign in."
      />
      <BackToSignIn />
    </PlainScreen>
  );
}
