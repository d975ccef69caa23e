import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarEvent, IconDeviceFloppy } from '@tabler/icons-react';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_SCREEN_TEXTS,
  ZTwoFactorEnforcementDateSchema,
  type TTenantSettings,
} from '@vigil/contract';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/api-error';
import { emitApiErrorAction } from '../../../api/api-error-events';
import { decideErrorAction } from '../../../api/error-catalogue';
import { showSuccessToast } from '../../../components/notifications';
import { useTenantSettings, useUpdateTenantSettings } from './use-tenant-settings';

/** Administrators (role 1): the date from which everyone in the tenant must use two-factor. */
export function EnforcementDateCard({ onSaved }: { onSaved: (date: string | null) => void }) {
  const settings = useTenantSettings(true);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {ACCOUNT_SCREEN_TEXTS.enforcementTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {ACCOUNT_SCREEN_TEXTS.enforcementBody}
          </Text>
        </Stack>
        {settings.data ? (
          <EnforcementDateForm
            key={settings.data.two_factor_enforcement_date ?? ''}
            settings={settings.data}
            onSaved={onSaved}
          />
        ) : (
          <Skeleton height={36} width={320} aria-label="Loading" />
        )}
      </Stack>
    </Paper>
  );
}

function EnforcementDateForm({
  settings,
  onSaved,
}: {
  settings: TTenantSettings;
  onSaved: (date: string | null) => void;
}) {
  const [date, setDate] = useState(settings.two_factor_enforcement_date ?? '');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateTenantSettings();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZTwoFactorEnforcementDateSchema.safeParse(date === '' ? null : date);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    const body = {
      lock_minutes: settings.lock_minutes,
      active_minutes: settings.active_minutes,
      two_factor_enforcement_date: parsed.data,
    };
    update.mutate(body, {
      onSuccess: (reply) => {
        showSuccessToast(reply.message);
        onSaved(reply.data.two_factor_enforcement_date);
      },
      onError: (failure) => {
        const fieldText =
          failure instanceof ApiError ? failure.errors.two_factor_enforcement_date?.[0] : undefined;
        if (fieldText !== undefined) setError(fieldText);
        else if (failure instanceof ApiError) {
          emitApiErrorAction(
            decideErrorAction({
              status: failure.status,
              url: failure.url,
              message: failure.serverMessage,
            }),
            failure,
          );
        }
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label={ACCOUNT_FIELD_LABELS.enforcementDate}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={error}
            leftSection={<IconCalendarEvent size={16} aria-hidden />}
            w={220}
          />
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={update.isPending}
          >
            {ACCOUNT_SCREEN_TEXTS.saveEnforcement}
          </Button>
          {date !== '' ? (
            <Button variant="subtle" color="gray" onClick={() => setDate('')}>
              {ACCOUNT_SCREEN_TEXTS.clearEnforcement}
            </Button>
          ) : null}
        </Group>
        {settings.two_factor_enforcement_date === null ? (
          <Text size="xs" c="dimmed">
            {ACCOUNT_SCREEN_TEXTS.enforcementNone}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
