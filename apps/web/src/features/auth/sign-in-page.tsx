import { Anchor, Divider, Text } from '@mantine/core';
import { SCREEN_TITLES } from '@vigil/contract';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { PlainScreen } from '../../components/plain-screen';
import { OidcSignIn } from './oidc-buttons';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  return (
    <PlainScreen
      title={SCREEN_TITLES.signIn}
      subtitle="Welcome back. Sign in to your Vigil console."
    >
      <SignInForm />
      <OidcSignIn />
      <Divider />
      <Text size="sm" ta="center" c="dimmed">
        New to Vigil?{' '}
        <Anchor component={Link} to={PATHS.confirmAccount} fw={600}>
          {SCREEN_TITLES.createAccount}
        </Anchor>
      </Text>
    </PlainScreen>
  );
}
