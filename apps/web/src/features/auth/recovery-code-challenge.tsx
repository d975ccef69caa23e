import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_SCREEN_TEXTS,
  ZTwoFactorChallengeRequestSchema,
} from '@vigil/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { fieldErrorsFromIssues } from '../../api/form-errors';

/**
 * 'Use a recovery code' while the sign-in waits for its second factor (/auth/recovery in
 * challenge mode). Each code works once; what happens next is the caller's (spec §4).
 */
export function RecoveryCodeChallenge({
  onSubmit,
}: {
  onSubmit: (recoveryCode: string) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZTwoFactorChallengeRequestSchema.safeParse({ recovery_code: code });
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ ...issue, path: ['recovery_code'] }));
      setError(fieldErrorsFromIssues(issues, ['recovery_code'] as const).recovery_code);
      return;
    }
    setError(undefined);
    setSubmitting(true);
    await onSubmit(parsed.data.recovery_code ?? code.trim());
    setSubmitting(false);
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={ACCOUNT_FIELD_LABELS.recoveryCode}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          autoComplete="off"
          spellCheck={false}
          leftSection={<IconLifebuoy size={16} aria-hidden />}
          size="md"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-autofocus
        />
        <Button type="submit" size="md" fullWidth loading={submitting}>
          {ACCOUNT_SCREEN_TEXTS.verify}
        </Button>
        <Anchor component={Link} to={PATHS.authOtp} size="sm" ta="center">
          {ACCOUNT_SCREEN_TEXTS.useAuthenticatorLink}
        </Anchor>
      </Stack>
    </form>
  );
}
