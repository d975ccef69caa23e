import { Button, Stack, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_SCREEN_TEXTS,
  SCREEN_TITLES,
  ZRequestPasswordResetRequestSchema,
  requestPasswordResetEndpoint,
} from '@vigil/contract';
import { useState } from 'react';
import { apiCall } from '../../api/api-client';
import { PlainScreen } from '../../components/plain-screen';
import { useFormSubmit } from '../../components/use-form-submit';
import { BackToSignIn } from './back-to-sign-in';
import { CheckEmailNotice } from './check-email-notice';

const FIELDS = ['email'] as const;

/**
 * Forgotten Password. The server answers the same neutral message whether or not the address
 * has an account; the screen shows that message, so it cannot reveal more than the server.
 */
export function ForgottenPasswordPage() {
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const { errors, submitting, handleSubmit } = useFormSubmit({
    schema: ZRequestPasswordResetRequestSchema,
    fields: FIELDS,
    send: (body) => apiCall(requestPasswordResetEndpoint, { body, errorHandling: 'none' }),
    onSuccess: (reply) => setAnswer(reply.message),
    invalidToast: false,
  });

  return (
    <PlainScreen
      title={SCREEN_TITLES.forgottenPassword}
      subtitle={answer === null ? ACCOUNT_SCREEN_TEXTS.forgottenPasswordIntro : undefined}
    >
      {answer === null ? (
        <form onSubmit={handleSubmit(() => ({ email }))} noValidate>
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
