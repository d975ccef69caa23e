import { Button, Stack } from '@mantine/core';
import {
  ACCOUNT_SCREEN_TEXTS,
  MESSAGES,
  SCREEN_TITLES,
  ZResetPasswordRequestSchema,
  resetPasswordEndpoint,
} from '@vigil/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { apiCall } from '../../api/api-client';
import { PATHS } from '../../lib/paths';
import { showSuccessToast } from '../../components/notifications';
import { PlainScreen } from '../../components/plain-screen';
import { BackToSignIn } from './back-to-sign-in';
import {
  fieldErrorsFromApi,
  fieldErrorsFromIssues,
  hasFieldErrors,
  type FieldErrors,
} from '../../api/form-errors';
import { InvalidLinkNotice } from './invalid-link-notice';
import { isRefusedLink, reportToCatalogue } from './link-failure';
import { PasswordPairFields, type PasswordPair } from './password-pair-fields';

const FIELDS = ['password', 'password_confirmation'] as const;
type Field = (typeof FIELDS)[number];

/** Reset Password, from the emailed link (/resetpassword?token&email). Success → /login. */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token') ?? '';
  const email = search.get('email') ?? '';
  const [pair, setPair] = useState<PasswordPair>({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const [invalid, setInvalid] = useState(token === '' || email === '');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZResetPasswordRequestSchema.safeParse({ token, email, ...pair });
    if (!parsed.success) {
      const found = fieldErrorsFromIssues(parsed.error.issues, FIELDS);
      // Token or email wrong with the passwords fine: the link itself is broken.
      if (hasFieldErrors(found)) setErrors(found);
      else setInvalid(true);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const reply = await apiCall(resetPasswordEndpoint, {
        body: parsed.data,
        errorHandling: 'none',
      });
      showSuccessToast(reply.message);
      await navigate(PATHS.login, { replace: true });
    } catch (error) {
      setSubmitting(false);
      const fieldErrors = fieldErrorsFromApi(error, FIELDS);
      if (hasFieldErrors(fieldErrors)) setErrors(fieldErrors);
      else if (isRefusedLink(error)) setInvalid(true);
      else reportToCatalogue(error);
    }
  };

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
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
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
