import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { IconKey, IconLock } from '@tabler/icons-react';
import {
  SETTINGS_FIELD_LABELS as L,
  SETTINGS_SCREEN_TEXTS as T,
  ZUpdatePasswordRequestSchema,
} from '@vigil/contract';
import { useState } from 'react';
import { showSuccessToast } from '../../../components/notifications';
import { useFormSubmit } from '../../../components/use-form-submit';
import { SectionCard } from './section-card';
import { useUpdatePassword } from './use-account';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: Record<Field, string> = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

const LABELS: Record<Field, string> = {
  current_password: L.currentPassword,
  password: L.newPassword,
  password_confirmation: L.passwordConfirmation,
};

// Names without "password" keep getByLabel('New password') on the field itself.
const TOGGLE_LABELS: Record<Field, string> = {
  current_password: 'Show current entry',
  password: 'Show new entry',
  password_confirmation: 'Show confirmation entry',
};

const AUTOCOMPLETE: Record<Field, string> = {
  current_password: 'current-password',
  password: 'new-password',
  password_confirmation: 'new-password',
};

/**
 * Password change with the current password (spec §5: 'The new passwords do not match…';
 * the strength rule is the server's, 'The chosen password is too weak', on the new one).
 */
export function PasswordCard() {
  const [values, setValues] = useState(EMPTY);
  const update = useUpdatePassword();
  const { errors, submitting, handleSubmit } = useFormSubmit({
    schema: ZUpdatePasswordRequestSchema,
    fields: FIELDS,
    send: (data) => update.mutateAsync(data),
    onSuccess: (reply) => {
      showSuccessToast(reply.message);
      setValues(EMPTY);
    },
  });

  return (
    <SectionCard title={T.passwordTitle} description={T.passwordBody}>
      <form onSubmit={handleSubmit(() => values)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {FIELDS.map((field) => (
              <PasswordInput
                key={field}
                label={LABELS[field]}
                value={values[field]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((previous) => ({ ...previous, [field]: value }));
                }}
                error={errors[field]}
                autoComplete={AUTOCOMPLETE[field]}
                leftSection={<IconLock size={16} aria-hidden />}
                visibilityToggleButtonProps={{ 'aria-label': TOGGLE_LABELS[field] }}
              />
            ))}
          </SimpleGrid>
          <PasswordStrengthMeter password={values.password} context={[]} />
          <Group>
            <Button
              type="submit"
              loading={submitting}
              leftSection={<IconKey size={16} aria-hidden />}
            >
              {T.changePassword}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
