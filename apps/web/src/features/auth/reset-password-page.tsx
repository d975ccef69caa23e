import { Button, Stack } from '@mantine/core';
import {
  ACCOUNT_SCREEN_TEXTS,
  MESSAGES,
  SCREEN_TITLES,
  ZResetPasswordRequestSchema,
  resetPasswordEndpoint,
} from '@vigil/contract';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { apiCall } from '../../api/api-client';
import { PATHS } from '../../lib/paths';
import { showSuccessToast } from '../../components/notifications';
import { PlainScreen } from '../../components/plain-screen';
import { useFormSubmit } from '../../components/use-form-submit';
import { BackToSignIn } from './back-to-sign-in';
import { hasFieldErrors } from '../../api/form-errors';
import { InvalidLinkNotice } from './invalid-link-notice';
import { isRefusedLink } from './link-failure';
import { PasswordPairFields, type PasswordPair } from './password-pair-fields';

const FIELDS = ['password', 'password_confirmation'] as const;

/** Reset Password, from the emailed link (/resetpassword?token&email). Success → /login. */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token') ?? '';
  const email = search.get('email') ?? '';
  const [pair, setPair] = useState<PasswordPair>({ password: '', password_confirmation: '' });
  const [invalid, setInvalid] = useState(token === '' || email === '');
  const { errors, submitting, handleSubmit } = useFormSubmit({
    schema: ZResetPasswordRequestSchema,
    fields: FIELDS,
    send: (body) => apiCall(resetPasswordEndpoint, { body, errorHandling: 'none' }),
    onSuccess: async (reply) => {
      showSuccessToast(reply.message);
      await navigate(PATHS.login, { replace: true });
    },
    // Token or email wrong with the passwords fine: the link itself is broken.
    onInvalid: (found) => {
      if (!hasFieldErrors(found)) setInvalid(true);
    },
    claimError: (error) => {
      if (!isRefusedLink(error)) return false;
      setInvalid(true);
      return true;
    },
    invalidToast: false,
    leavesOnSuccess: true,
  });

  if (invalid) {
    return (
      <PlainScreen title={SCREEN_TITLES.resetPassword}>
        <InvalidLinkNotice message={MESSAGES.invalidResetLink} />
      </PlainScreen>
    );
  }

  return (
    <PlainScreen
      title={SCREEN_TITLES.resetPassword}
      subtitle={ACCOUNT_SCREEN_TEXTS.resetPasswordIntro(email)}
    >
      <form onSubmit={handleSubmit(() => ({ token, email, ...pair }))} noValidate>
        <Stack gap="md">
          <PasswordPairFields value={pair} onChange={setPair} errors={errors} context={[email]} />
          <Button type="submit" size="md" fullWidth loading={submitting} mt="xs">
            {ACCOUNT_SCREEN_TEXTS.resetPasswordSubmit}
          </Button>
        </Stack>
      </form>
      <BackToSignIn />
    </PlainScreen>
  );
}
