import { Button, Stack, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_SCREEN_TEXTS,
  SCREEN_TITLES,
  ZRequestPasswordResetRequestSchema,
  requestPasswordResetEndpoint,
} from '@vigil/contract';
import { useState, type FormEvent } from 'react';
import { apiCall } from '../../api/api-client';
import { PlainScreen } from '../../components/plain-screen';
import { BackToSignIn } from './back-to-sign-in';
import { CheckEmailNotice } from './check-email-notice';
import { fieldErrorsFromIssues, type FieldErrors } from '../../api/form-errors';
import { submitForm } from './submit-form';

const FIELDS = ['email'] as const;

/**
 * Forgotten Password. The server answers the same neutral message whether or not the address
 * has an account; the screen shows that message, so it cannot reveal more than the server.
 */
export function ForgottenPasswordPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [submitting, setSubmitting] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZRequestPasswordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues, FIELDS));
      return;
    }
    setErrors({});
    setSubmitting(true);
    const result = await submitForm(
      () => apiCall(requestPasswordResetEndpoint, { body: parsed.data, errorHandling: 'none' }),
      FIELDS,
    );
    setSubmitting(false);
    if (result.ok) setAnswer(result.value.message);
    else setErrors(result.fieldErrors);
  };

  return (
    <PlainScreen
      title={SCREEN_TITLES.forgottenPassword}
      subtitle={answer === null ? ACCOUNT_SCREEN_TEXTS.forgottenPasswordIntro : undefined}
    >
      {answer === null ? (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label={ACCOUNT_FIELD_LABELS.email}
              type="email"
              autoComplete="email"
              leftSection={<IconMail size={16} aria-hidden />}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.email}
              data-autofocus
            />
            <Button type="submit" size="md" fullWidth loading={submitting}>
              {ACCOUNT_SCREEN_TEXTS.sendResetLink}
            </Button>
          </Stack>
        </form>
      ) : (
        <CheckEmailNotice title={ACCOUNT_SCREEN_TEXTS.checkEmailTitle}>{answer}</CheckEmailNotice>
      )}
      <BackToSignIn />
    </PlainScreen>
  );
}
