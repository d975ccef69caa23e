import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconShieldLock } from '@tabler/icons-react';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_SCREEN_TEXTS as T,
  ACTIVATION_CODE_LENGTH,
  ZRegenerateRecoveryCodesRequestSchema,
} from '@vigil/contract';
import { useEffect, useRef, useState } from 'react';
import { MountedModal } from '../../../components/mounted-modal';
import { RecoveryCodesList } from '../../../components/recovery-codes-list';
import { useFormSubmit } from '../../../components/use-form-submit';
import { useRegenerateRecoveryCodes } from './use-two-factor-status';

const FIELDS = ['code'] as const;

/**
 * Replaces the recovery codes (decision 0111): first a current passcode from the app, then
 * the new codes with copy and download, once. Closing forgets them; a click beside the dialog
 * does not close it while they are shown, so they are not lost by accident.
 */
export function NewRecoveryCodesDialog({ onClose }: { onClose: () => void }) {
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = useRegenerateRecoveryCodes();
  const warningRef = useRef<HTMLDivElement>(null);

  // The form (and the focused button) is gone: focus goes to the warning, read out first.
  useEffect(() => {
    if (codes !== null) warningRef.current?.focus();
  }, [codes]);

  const { errors, submitting, handleSubmit } = useFormSubmit({
    schema: ZRegenerateRecoveryCodesRequestSchema,
    fields: FIELDS,
    send: (data) => regenerate.mutateAsync(data),
    onSuccess: (reply) => setCodes(reply.data),
    // A spent or wrong code is no use again: the next try needs the app's next one.
    onError: () => setCode(''),
  });

  return (
    <MountedModal
      onClose={onClose}
      centered
      size="md"
      title={T.newRecoveryCodes}
      closeOnClickOutside={codes === null}
    >
      {codes === null ? (
        <form onSubmit={handleSubmit(() => ({ code }))} noValidate>
          <Stack gap="md">
            <Text size="sm">{T.newRecoveryCodesIntro}</Text>
            <TextInput
              label={ACCOUNT_FIELD_LABELS.passcode}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.replace(/\s+/g, ''))}
              error={errors.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={ACTIVATION_CODE_LENGTH}
              placeholder="123456"
              leftSection={<IconShieldLock size={16} aria-hidden />}
              styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
              data-autofocus
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={onClose}>
                {T.cancel}
              </Button>
              <Button type="submit" loading={submitting}>
                {T.createRecoveryCodes}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
            ref={warningRef}
            tabIndex={-1}
          >
            {T.newRecoveryCodesWarning}
          </Alert>
          <Text size="sm" c="dimmed">
            {T.recoveryCodesSubtitle}
          </Text>
          <RecoveryCodesList codes={codes} />
          <Group justify="flex-end" mt="sm">
            <Button onClick={onClose}>{T.done}</Button>
          </Group>
        </Stack>
      )}
    </MountedModal>
  );
}
