import { Progress, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ACCOUNT_SCREEN_TEXTS, PASSWORD_STRENGTH_LABELS } from '@vigil/contract';
import { useEffect, useState } from 'react';
import { estimateStrength, type StrengthLevel } from '../lib/password-strength';

const COLOURS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/** Advisory: the server's check decides. Announced politely so typing is not interrupted. */
export function PasswordStrengthMeter({
  password,
  context,
}: {
  password: string;
  context: readonly string[];
}) {
  const [debounced] = useDebouncedValue(password, 200);
  const [level, setLevel] = useState<StrengthLevel | null>(null);
  const contextKey = context.join('\n');

  useEffect(() => {
    if (debounced === '') return;
    let current = true;
    void estimateStrength(debounced, contextKey.split('\n')).then((score) => {
      if (current) setLevel(score);
    });
    return () => {
      current = false;
    };
  }, [debounced, contextKey]);

  if (password === '' || level === null) return null;
  const label = PASSWORD_STRENGTH_LABELS[level];
  return (
    <Stack gap={4}>
      <Progress
        value={(level + 1) * 20}
        color={COLOURS[level]}
        size="sm"
        aria-label={ACCOUNT_SCREEN_TEXTS.passwordStrength}
        aria-valuetext={label}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {ACCOUNT_SCREEN_TEXTS.passwordStrength}: {label}
      </Text>
    </Stack>
  );
}
