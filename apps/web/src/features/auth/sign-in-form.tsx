import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { SCREEN_TITLES, ZLoginRequestSchema } from '@vigil/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error';
import { PATHS } from '../../lib/paths';
import { logIn } from './session';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

function firstErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

/**
 * Email and password, validated with the contract's schema (spec §5 texts). Where to go next
 * is the guard's business: it reads the flags logIn sets.
 */
export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZLoginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await logIn(parsed.data);
    } catch (error) {
      // The catalogue has shown the Problem dialog; field texts of a 422 go by their fields.
      if (error instanceof ApiError) {
        setErrors({ email: error.errors.email?.[0], password: error.errors.password?.[0] });
      }
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          leftSection={<IconMail size={16} aria-hidden />}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
          size="md"
          data-autofocus
        />
        <Stack gap={6}>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            leftSection={<IconLock size={16} aria-hidden />}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            size="md"
            // A name without "password" keeps getByLabel('Password') pointing at the field only;
            // aria-pressed on the toggle tells whether the characters are shown.
            visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={PATHS.forgottenPassword} size="sm">
              {SCREEN_TITLES.forgottenPassword}
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" size="md" fullWidth loading={submitting} mt="xs">
          {SCREEN_TITLES.signIn}
        </Button>
      </Stack>
    </form>
  );
}
