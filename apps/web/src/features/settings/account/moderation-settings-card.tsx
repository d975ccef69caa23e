import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconDeviceFloppy, IconLockPause } from '@tabler/icons-react';
import {
  ACTIVE_MINUTES_MAX,
  SETTINGS_FIELD_LABELS as L,
  SETTINGS_SCREEN_TEXTS as T,
  ZModerationSettingsSchema,
  type TTenantSettings,
} from '@vigil/contract';
import { useState } from 'react';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { showSuccessToast } from '../../../components/notifications';
import { useTenantSettings, useUpdateTenantSettings } from '../security/use-tenant-settings';
import { useFormSubmit } from '../../../components/use-form-submit';
import { SectionCard } from './section-card';

const FIELDS = ['active_minutes', 'lock_minutes'] as const;

/** NumberInput answers a number, or '' when empty: empty reads as "required". */
function minutes(value: number | string): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/**
 * Spec §3 moderation settings (tenant settings): active minutes (default 60, at most
 * ACTIVE_MINUTES_MAX) and lock minutes (default 20, fewer than active), validated on submit.
 */
export function ModerationSettingsCard() {
  const settings = useTenantSettings(true);
  return (
    <SectionCard
      title={T.moderationSettingsTitle}
      description={T.moderationSettingsBody(ACTIVE_MINUTES_MAX)}
    >
      {settings.data ? (
        <ModerationSettingsForm
          key={`${settings.data.active_minutes}/${settings.data.lock_minutes}`}
          settings={settings.data}
        />
      ) : (
        <LoadingSkeleton lines={2} label={T.loading} />
      )}
    </SectionCard>
  );
}

function ModerationSettingsForm({ settings }: { settings: TTenantSettings }) {
  const [active, setActive] = useState<number | string>(settings.active_minutes);
  const [lock, setLock] = useState<number | string>(settings.lock_minutes);
  const update = useUpdateTenantSettings();
  const { errors, submitting, handleSubmit } = useFormSubmit({
    schema: ZModerationSettingsSchema,
    fields: FIELDS,
    // The enforcement date is left out, so the server keeps it as it is.
    send: (data) => update.mutateAsync(data),
    onSuccess: (reply) => showSuccessToast(reply.message),
  });

  return (
    <form
      onSubmit={handleSubmit(() => ({
        active_minutes: minutes(active),
        lock_minutes: minutes(lock),
      }))}
      noValidate
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={520}>
          <NumberInput
            label={L.activeMinutes}
            value={active}
            onChange={setActive}
            error={errors.active_minutes}
            allowDecimal={false}
            allowNegative={false}
            rightSection={
              <Text size="xs" c="dimmed">
                {T.minutesSuffix}
              </Text>
            }
            rightSectionWidth={72}
            leftSection={<IconClockHour4 size={16} aria-hidden />}
            hideControls
          />
          <NumberInput
            label={L.lockMinutes}
            value={lock}
            onChange={setLock}
            error={errors.lock_minutes}
            allowDecimal={false}
            allowNegative={false}
            rightSection={
              <Text size="xs" c="dimmed">
                {T.minutesSuffix}
              </Text>
            }
            rightSectionWidth={72}
            leftSection={<IconLockPause size={16} aria-hidden />}
            hideControls
          />
        </SimpleGrid>
        <Group>
          <Button
            type="submit"
            loading={submitting}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {T.saveModerationSettings}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
