import { Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { SETTINGS_SCREEN_TEXTS, formatInteger } from '@vigil/contract';
import { usePlan } from './use-plan';

/** The tenant's plan and its monthly credits (spec §1 "credits and plan"), on the dashboard. */
export function PlanCard() {
  const plan = usePlan(true);
  if (plan.isError) return null;
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      mb="lg"
      component="section"
      aria-label={SETTINGS_SCREEN_TEXTS.planTitle}
    >
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" color="teal" aria-hidden>
          <IconCoins size={24} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {SETTINGS_SCREEN_TEXTS.planTitle}
          </Text>
          {plan.data ? (
            <>
              <Text fw={700} fz="lg">
                {plan.data.name}
              </Text>
              <Text size="sm" c="dimmed">
                {SETTINGS_SCREEN_TEXTS.planCredits(formatInteger(plan.data.monthly_credits))}
              </Text>
            </>
          ) : (
            <Stack gap={6} aria-busy="true" aria-label={SETTINGS_SCREEN_TEXTS.loading}>
              <Skeleton height={18} width={140} />
              <Skeleton height={12} width={180} />
            </Stack>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
