import { Button, Stack } from '@mantine/core';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_SCREEN_TEXTS,
  ZConfirmTwoFactorRequestSchema,
  confirmTwoFactorEndpoint,
} from '@vigil/contract';
import { useState, type FormEvent } from 'react';
import { apiCall } from '../../api/api-client';
import { fieldErrorsFromIssues, type FieldErrors } from '../../api/form-errors';
import { OneTimeCodeInput } from './one-time-code-input';
import { submitForm } from './submit-form';

const FIELDS = ['code'] as const;

/** 'Scan QR Code' step two: the 6-digit activation code confirms the new secret. */
export function ActivationCodeForm({ onConfirmed }: { onConfirmed: () => void }) {
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'code'>>({});
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZConfirmTwoFactorRequestSchema.safeParse({ code });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues, FIELDS));
      return;
    }
    setErrors({});
    setSubmitting(true);
    const result = await submitForm(
      () => apiCall(confirmTwoFactorEndpoint, { body: parsed.data, errorHandling: 'none' }),
      FIELDS,
    );
    if (result.ok) {
      onConfirmed();
      return;
    }
    setSubmitting(false);
    setErrors(result.fieldErrors);
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="md">
        <OneTimeCodeInput
          label={ACCOUNT_FIELD_LABELS.activationCode}
          value={code}
          onChange={setCode}
          error={errors.code}
        />
        <Button type="submit" size="md" fullWidth loading={submitting}>
          {ACCOUNT_SCREEN_TEXTS.activate}
        </Button>
      </Stack>
    </form>
  );
}
