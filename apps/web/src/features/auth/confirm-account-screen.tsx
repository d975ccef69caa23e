import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_SCREEN_TEXTS,
  MESSAGES,
  SCREEN_TITLES,
  ZConfirmAccountRequestSchema,
  confirmAccountEndpoint,
} from '@vigil/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { apiCall } from '../../api/api-client';
import { PATHS } from '../../lib/paths';
import { showSuccessToast } from '../../components/notifications';
import { PlainScreen } from '../../components/plain-screen';
import { useFormSubmit } from '../../components/use-form-submit';
import { fieldErrorsFromIssues, hasFieldErrors } from '../../api/form-errors';
import { InvalidLinkNotice } from './invalid-link-notice';
import { isRefusedLink } from './link-failure';
import { PasswordPairFields, type PasswordPair } from './password-pair-fields';

const PASSWORD_FIELDS = ['password', 'password_confirmation'] as const;

export interface ConfirmAccountScreenProps {
  token: string;
  email: string;
  /** An invitation (the link says `invite=1`): the person has no password yet and picks one. */
  invitation: boolean;
}

/**
 * Confirm Account, from the emailed link. A self-registered account is confirmed as soon as
 * the screen opens (the token is all the server needs); an invited person first chooses a
 * password. Success goes to /login with the server's message (spec §4).
 */
export function ConfirmAccountScreen({ token, email, invitation }: ConfirmAccountScreenProps) {
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState(false);
  const [pair, setPair] = useState<PasswordPair>({ password: '', password_confirmation: '' });
  const started = useRef(false);
  // The form's own checks come first (below); the hook sends, places a 422 and claims a
  // refused link. A self-registered account is sent without a form at all.
  const { errors, setErrors, submitting, send } = useFormSubmit({
    schema: ZConfirmAccountRequestSchema,
    fields: PASSWORD_FIELDS,
    send: (body) => apiCall(confirmAccountEndpoint, { body, errorHandling: 'none' }),
    onSuccess: async (reply) => {
      showSuccessToast(reply.message);
      await navigate(PATHS.login, { replace: true });
    },
    claimError: (error) => {
      if (!isRefusedLink(error)) return false;
      setInvalid(true);
      return true;
    },
    leavesOnSuccess: true,
  });

  useEffect(() => {
    // Once per opened link: StrictMode runs effects twice, a used token is refused.
    if (invitation || started.current) return;
    started.current = true;
    void send({ token });
  }, [invitation, send, token]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The password is optional in the contract (self-registration); an invitation needs one.
    const missing =
      pair.password === '' ? { password: MESSAGES.required(ACCOUNT_FIELD_LABELS.password) } : {};
    const parsed = ZConfirmAccountRequestSchema.safeParse({ token, ...pair });
    const found = {
      ...(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, PASSWORD_FIELDS)),
      ...missing,
    };
    if (hasFieldErrors(found)) {
      setErrors(found);
      return;
    }
    // Only the token can be left: the link itself is broken.
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    setErrors({});
    void send(parsed.data);
  };

  if (invalid) {
    return (
      <PlainScreen title={SCREEN_TITLES.confirmAccount}>
        <InvalidLinkNotice message={MESSAGES.invalidConfirmationLink} />
      </PlainScreen>
    );
  }

  if (!invitation) {
    return (
      <PlainScreen title={SCREEN_TITLES.confirmAccount}>
        <Center py="lg" role="status" aria-live="polite">
          <Stack align="center" gap="sm">
            <Loader size="md" aria-hidden />
            <Text size="sm" c="dimmed">
              {ACCOUNT_SCREEN_TEXTS.confirmingAccount}
            </Text>
          </Stack>
        </Center>
      </PlainScreen>
    );
  }

  return (
    <PlainScreen
      title={SCREEN_TITLES.confirmAccount}
      subtitle={ACCOUNT_SCREEN_TEXTS.choosePasswordIntro}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <PasswordPairFields value={pair} onChange={setPair} errors={errors} context={[email]} />
          <Button type="submit" size="md" fullWidth loading={submitting} mt="xs">
            {ACCOUNT_SCREEN_TEXTS.confirmAccountSubmit}
          </Button>
        </Stack>
      </form>
    </PlainScreen>
  );
}
