import { TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { ACTIVATION_CODE_LENGTH } from '@vigil/contract';

/** A 6-digit code from an authenticator app: numeric keypad, autofill from the OS. */
export function OneTimeCodeInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\s+/g, ''))}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={ACTIVATION_CODE_LENGTH}
      placeholder="123456"
      leftSection={<IconShieldLock size={16} aria-hidden />}
      size="md"
      styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
      data-autofocus
    />
  );
}
