import { PasswordInput, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ACCOUNT_FIELD_LABELS, ACCOUNT_SCREEN_TEXTS } from '@vigil/contract';
import { PasswordStrengthMeter } from '../../components/password-strength-meter';

export interface PasswordPair {
  password: string;
  password_confirmation: string;
}

export interface PasswordPairFieldsProps {
  value: PasswordPair;
  onChange: (next: PasswordPair) => void;
  errors: Partial<Record<keyof PasswordPair, string>>;
  /** Name, email, organisation: what the strength meter should count against the password. */
  context: readonly string[];
  passwordLabel?: string;
}

/** A new password and its confirmation (spec §5 'The provided passwords do not match'). */
export function PasswordPairFields({
  value,
  onChange,
  errors,
  context,
  passwordLabel = ACCOUNT_FIELD_LABELS.password,
}: PasswordPairFieldsProps) {
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <PasswordInput
          label={passwordLabel}
          autoComplete="new-password"
          leftSection={<IconLock size={16} aria-hidden />}
          value={value.password}
          onChange={(event) => onChange({ ...value, password: event.currentTarget.value })}
          error={errors.password}
          // A name without "password" keeps getByLabel('Password') on the field itself.
          visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }}
        />
        <PasswordStrengthMeter password={value.password} context={context} />
        <Text size="xs" c="dimmed">
          {ACCOUNT_SCREEN_TEXTS.passwordHint}
        </Text>
      </Stack>
      <PasswordInput
        label={ACCOUNT_FIELD_LABELS.passwordConfirmation}
        autoComplete="new-password"
        leftSection={<IconLock size={16} aria-hidden />}
        value={value.password_confirmation}
        onChange={(event) =>
          onChange({ ...value, password_confirmation: event.currentTarget.value })
        }
        error={errors.password_confirmation}
        visibilityToggleButtonProps={{ 'aria-label': 'Show confirmation characters' }}
      />
    </Stack>
  );
}
