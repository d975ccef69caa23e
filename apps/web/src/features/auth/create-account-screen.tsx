import { Anchor, Divider, Text } from '@mantine/core';
import { ACCOUNT_SCREEN_TEXTS, SCREEN_TITLES } from '@vigil/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { PlainScreen } from '../../components/plain-screen';
import { BackToSignIn } from './back-to-sign-in';
import { CheckEmailNotice } from './check-email-notice';
import { CreateAccountForm } from './create-account-form';

/** Create Account, then a clear "check your email" state: sign-in waits for confirmation. */
export function CreateAccountScreen() {
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo !== null) {
    return (
      <PlainScreen title={SCREEN_TITLES.createAccount}>
        <CheckEmailNotice title={ACCOUNT_SCREEN_TEXTS.checkEmailTitle}>
          {ACCOUNT_SCREEN_TEXTS.checkEmailBody(sentTo)}
        </CheckEmailNotice>
        <BackToSignIn />
      </PlainScreen>
    );
  }

  return (
    <PlainScreen
      title={SCREEN_TITLES.createAccount}
      subtitle={ACCOUNT_SCREEN_TEXTS.createAccountSubtitle}
    >
      <CreateAccountForm onCreated={setSentTo} />
      <Divider />
      <Text size="sm" ta="center" c="dimmed">
        {ACCOUNT_SCREEN_TEXTS.haveAccount}{' '}
        <Anchor component={Link} to={PATHS.login} fw={600}>
          {SCREEN_TITLES.signIn}
        </Anchor>
      </Text>
    </PlainScreen>
  );
}
