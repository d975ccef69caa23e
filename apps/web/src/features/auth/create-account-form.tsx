import { Button, Stack, TextInput } from '@mantine/core';
import { IconBuilding, IconMail, IconUser } from '@tabler/icons-react';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_SCREEN_TEXTS,
  ZRegisterRequestSchema,
  createAccountEndpoint,
  type TRegisterRequest,
} from '@vigil/contract';
import { useState } from 'react';
import { apiCall } from '../../api/api-client';
import { useFormSubmit } from '../../components/use-form-submit';
import { PasswordPairFields } from './password-pair-fields';

const FIELDS = ['name', 'tenant_name', 'email', 'password', 'password_confirmation'] as const;

const EMPTY: TRegisterRequest = {
  name: '',
  tenant_name: '',
  email: '',
  password: '',
  password_confirmation: '',
};

/** Create Account: a new organisation (tenant) and its first administrator. */
export function CreateAccountForm({ onCreated }: { onCreated: (email: string) => void }) {
  const [values, setValues] = useState<TRegisterRequest>(EMPTY);
  const { errors, submitting, handleSubmit } = useFormSubmit({
    schema: ZRegisterRequestSchema,
    fields: FIELDS,
    send: (body) => apiCall(createAccountEndpoint, { body, errorHandling: 'none' }),
    onSuccess: (_reply, data) => onCreated(data.email),
    invalidToast: false,
  });

  const set = (field: 'name' | 'tenant_name' | 'email') => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <form onSubmit={handleSubmit(() => values)} noValidate>
      <Stack gap="md">
        <TextInput
          label={ACCOUNT_FIELD_LABELS.name}
          autoComplete="name"
          leftSection={<IconUser size={16} aria-hidden />}
          value={values.name}
          onChange={(event) => set('name')(event.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <TextInput
          label={ACCOUNT_FIELD_LABELS.organisationName}
          autoComplete="organization"
          leftSection={<IconBuilding size={16} aria-hidden />}
          value={values.tenant_name}
          onChange={(event) => set('tenant_name')(event.currentTarget.value)}
          error={errors.tenant_name}
        />
        <TextInput
          label={ACCOUNT_FIELD_LABELS.email}
          type="email"
          autoComplete="email"
          leftSection={<IconMail size={16} aria-hidden />}
          value={values.email}
          onChange={(event) => set('email')(event.currentTarget.value)}
          error={errors.email}
        />
        <PasswordPairFields
          value={values}
          onChange={(pair) => setValues((current) => ({ ...current, ...pair }))}
          errors={errors}
          context={[values.name, values.tenant_name, values.email]}
        />
        <Button type="submit" size="md" fullWidth loading={submitting} mt="xs">
          {ACCOUNT_SCREEN_TEXTS.createAccountSubmit}
        </Button>
      </Stack>
    </form>
  );
}
