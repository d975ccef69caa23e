import { Anchor, Button, Stack } from '@mantine/core';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_SCREEN_TEXTS,
  SCREEN_TITLES,
  ZOneTimeCodeSchema,
} from '@vigil/contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths';
import { PlainScreen } from '../../components/plain-screen';
import { AbandonSignIn } from './abandon-sign-in';
import { OneTimeCodeInput } from './one-time-code-input';
import { completeTwoFactorChallenge } from './session';

/**
 * /auth/otp, 'Enter Passcode': the second step of signing in (spec §4). Success goes to /;
 * a refused code ends this sign-in (isLoggedIn false) and the guard shows /login.
 */
export function OtpPage() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZOneTimeCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSubmitting(true);
    if (await completeTwoFactorChallenge({ code: parsed.data })) {
      await navigate(PATHS.root, { replace: true });
      return;
    }
    setSubmitting(false);
  };

  return (
    <PlainScreen
      title={SCREEN_TITLES.enterPasscode}
      subtitle={ACCOUNT_SCREEN_TEXTS.passcodeSubtitle}
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <OneTimeCodeInput
            label={ACCOUNT_FIELD_LABELS.passcode}
            value={code}
            onChange={setCode}
            error={error}
          />
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {ACCOUNT_SCREEN_TEXTS.verify}
          </Button>
          <Anchor component={Link} to={PATHS.authRecovery} size="sm" ta="center">
            {ACCOUNT_SCREEN_TEXTS.useRecoveryCodeLink}
          </Anchor>
        </Stack>
      </form>
      <AbandonSignIn />
    </PlainScreen>
  );
}
