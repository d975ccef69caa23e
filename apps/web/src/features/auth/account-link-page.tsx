import { Button, Text } from '@mantine/core';
import { IconArrowLeft, IconLogin } from '@tabler/icons-react';
import { OIDC_MESSAGES, SCREEN_TITLES } from '@vigil/contract';
import { Link } from 'react-router';
import { PATHS, REDIRECT_PARAM } from '../../lib/paths';
import { PlainScreen } from '../../components/plain-screen';
import { useAuth } from './auth-store';
import { BackToSignIn } from './back-to-sign-in';
import { OidcButtons, OidcErrorAlert, useOidcProviders } from './oidc-buttons';

const SIGN_IN_AND_RETURN = `${PATHS.login}?${new URLSearchParams({
  [REDIRECT_PARAM]: PATHS.accountLink,
}).toString()}`;

/** /account/link: connects a Google or Office 365 sign-in to the signed-in Vigil account. */
export function AccountLinkPage() {
  const { isLoggedIn, requiresOtp } = useAuth();
  const { providers, loaded } = useOidcProviders();
  const signedIn = isLoggedIn && !requiresOtp;

  return (
    <PlainScreen title={OIDC_MESSAGES.linkTitle} subtitle={OIDC_MESSAGES.linkIntro}>
      <OidcErrorAlert />
      {!signedIn ? (
        <>
          <Text size="sm" ta="center">
            {OIDC_MESSAGES.linkSignInFirst}
          </Text>
          <Button
            component={Link}
            to={SIGN_IN_AND_RETURN}
            size="md"
            fullWidth
            leftSection={<IconLogin size={16} aria-hidden />}
          >
            {SCREEN_TITLES.signIn}
          </Button>
        </>
      ) : loaded && providers.length === 0 ? (
        <Text size="sm" ta="center" c="dimmed">
          {OIDC_MESSAGES.linkNoneConfigured}
        </Text>
      ) : (
        <OidcButtons mode="link" providers={providers} />
      )}
      {signedIn ? <BackToConsole /> : <BackToSignIn />}
    </PlainScreen>
  );
}

export function BackToConsole() {
  return (
    <Button
      component={Link}
      to={PATHS.root}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      fullWidth
    >
      {OIDC_MESSAGES.backToConsole}
    </Button>
  );
}
