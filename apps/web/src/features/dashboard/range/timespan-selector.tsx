import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import {
  DASHBOARD_RANGE_PRESETS,
  DASHBOARD_RANGE_PRESET_LABELS,
  DASHBOARD_SCREEN_TEXTS as TEXTS,
} from '@vigil/contract';
import { presetOf } from './range-presets';
import type { DashboardRange } from './use-dashboard-range';

/**
 * Two labelled native date inputs (keyboard and screen-reader friendly without a date
 * library, decision 0145) and quick time spans. A refused pair shows the contract's message
 * under the field at fault; the dashboard keeps the last valid range meanwhile.
 */
export function TimespanSelector({ value }: { value: DashboardRange }) {
  const chosen = value.errors ? null : presetOf(value.range);
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={600} p={0} mb={4}>
        {TEXTS.timespanLabel}
      </Text>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={TEXTS.fromLabel}
          value={value.draft.from}
          onChange={(event) => value.setFrom(event.currentTarget.value)}
          error={value.errors?.from}
          leftSection={<IconCalendar size={16} aria-hidden />}
          w={170}
        />
        <TextInput
          type="date"
          label={TEXTS.toLabel}
          value={value.draft.to}
          onChange={(event) => value.setTo(event.currentTarget.value)}
          error={value.errors?.to}
          leftSection={<IconCalendar size={16} aria-hidden />}
          w={170}
        />
      </Group>
      <Group gap={6} role="group" aria-label={TEXTS.presetsLabel}>
        {DASHBOARD_RANGE_PRESETS.map((preset) => {
          const label = DASHBOARD_RANGE_PRESET_LABELS[preset];
          const pressed = chosen === preset;
          return (
            <Button
              key={preset}
              size="compact-sm"
              radius="xl"
              variant={pressed ? 'filled' : 'default'}
              aria-pressed={pressed}
              aria-label={TEXTS.presetLabel(label)}
              onClick={() => value.choosePreset(preset)}
            >
              {label}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
