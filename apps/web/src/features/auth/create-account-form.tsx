import { Button, Stack, TextInput } from '@mantine/core';
import { IconBuilding, IconMail, IconUser } from '@tabler/icons-react';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_SCREEN_TEXTS,
  ZRegisterRequestSchema,
  createAccountEndpoint,
  type TRegisterRequest,
} from '@vigil/contract';
import { useState, type FormEvent } from 'react';
import { apiCall } from '../../api/api-client';
import { fieldErrorsFromIssues, type FieldErrors } from '../../api/form-errors';
import { PasswordPairFields } from './password-pair-fields';
import { submitForm } from './submit-form';

const FIELDS = ['name', 'tenant_name', 'email', 'password', 'password_confirmation'] as const;
type Field = (typeof FIELDS)[number];

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
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);

  const set = (field: 'name' | 'tenant_name' | 'email') => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZRegisterRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues, FIELDS));
      return;
    }
    setErrors({});
    setSubmitting(true);
    const result = await submitForm(
      () => apiCall(createAccountEndpoint, { body: parsed.data, errorHandling: 'none' }),
      FIELDS,
    );
    setSubmitting(false);
    if (result.ok) onCreated(parsed.data.email);
    else setErrors(result.fieldErrors);
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
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
