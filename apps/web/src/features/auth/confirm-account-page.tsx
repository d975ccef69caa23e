import { SCREEN_TITLES } from '@vigil/contract';
import { IconMailCheck, IconUserPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PlainScreen } from '../../components/plain-screen';
import { BackToSignIn } from './back-to-sign-in';

/**
 * /confirmaccount serves both "Create Account" and "Confirm Account" (spec §2 lists both
 * screens but one route): accounts are created by confirming an invitation link, so without
 * a token the screen explains how an account is created. See docs/decisions/0005-web-console-routes.md.
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
          title="Accounts start with an invitation"
          description="Your organisation's Vigil administrator invites you by email. Open the link in that email to confirm your account and choose your password here."
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
        title="Confirm your invitation"
        description="Here you will set your name and password to activate the account your invitation was sent to. Account confirmation opens soon."
      />
      <BackToSignIn />
    </PlainScreen>
  );
}
