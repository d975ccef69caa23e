import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { presetOf, type RangePreset } from './range-presets';
import type { DateRange } from './use-date-range';

/** The selector's words, from the screen's contract texts (dashboard, analytics). */
export interface TimespanTexts {
  timespanLabel: string;
  fromLabel: string;
  toLabel: string;
  presetsLabel: string;
  presetLabel: (label: string) => string;
}

/**
 * Two labelled native date inputs (keyboard and screen-reader friendly without a date
 * library, decision 0145) and quick time spans. A refused pair shows the contract's message
 * under the field at fault; the screen keeps the last valid range meanwhile.
 */
export function TimespanSelector({
  value,
  presets,
  texts,
}: {
  value: DateRange;
  presets: readonly RangePreset[];
  texts: TimespanTexts;
}) {
  const chosen = value.errors ? null : presetOf(value.range, presets);
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={600} p={0} mb={4}>
        {texts.timespanLabel}
      </Text>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={texts.fromLabel}
          value={value.draft.from}
          onChange={(event) => value.setFrom(event.currentTarget.value)}
          error={value.errors?.from}
          leftSection={<IconCalendar size={16} aria-hidden />}
          w={170}
        />
        <TextInput
          type="date"
          label={texts.toLabel}
          value={value.draft.to}
          onChange={(event) => value.setTo(event.currentTarget.value)}
          error={value.errors?.to}
          leftSection={<IconCalendar size={16} aria-hidden />}
          w={170}
        />
      </Group>
      <Group gap={6} role="group" aria-label={texts.presetsLabel}>
        {presets.map((preset) => {
          const pressed = chosen?.id === preset.id;
          return (
            <Button
              key={preset.id}
              size="compact-sm"
              radius="xl"
              variant={pressed ? 'filled' : 'default'}
              aria-pressed={pressed}
              aria-label={texts.presetLabel(preset.label)}
              onClick={() => value.choosePreset(preset)}
            >
              {preset.label}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
