import { Button, Stack } from '@mantine/core';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_SCREEN_TEXTS,
  ZConfirmTwoFactorRequestSchema,
  confirmTwoFactorEndpoint,
} from '@vigil/contract';
import { useState } from 'react';
import { apiCall } from '../../api/api-client';
import { useFormSubmit } from '../../components/use-form-submit';
import { OneTimeCodeInput } from './one-time-code-input';

const FIELDS = ['code'] as const;

/** 'Scan QR Code' step two: the 6-digit activation code confirms the new secret. */
export function ActivationCodeForm({ onConfirmed }: { onConfirmed: () => void }) {
  const [code, setCode] = useState('');
  const { errors, submitting, handleSubmit } = useFormSubmit({
    schema: ZConfirmTwoFactorRequestSchema,
    fields: FIELDS,
    send: (body) => apiCall(confirmTwoFactorEndpoint, { body, errorHandling: 'none' }),
    onSuccess: onConfirmed,
    invalidToast: false,
    leavesOnSuccess: true,
  });

  return (
    <form onSubmit={handleSubmit(() => ({ code }))} noValidate>
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
