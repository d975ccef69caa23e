import { Group, Paper, RingProgress, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import {
  DASHBOARD_SCREEN_TEXTS as TEXTS,
  formatDecimal,
  formatInteger,
  percentageOf,
  planNameOrUnknown,
  type TStats,
} from '@vigil/contract';

type CreditsStats = Pick<TStats, 'plan_name' | 'total_credits' | 'remaining_credits'>;

/** Below this share of the month's credits left the ring turns from teal to orange, then red. */
const LOW_SHARE = 25;
const EMPTY_SHARE = 5;

function ringColour(share: number): string {
  if (share <= EMPTY_SHARE) return 'red';
  if (share <= LOW_SHARE) return 'orange';
  return 'teal';
}

/**
 * Spec §1 "credits and plan", from the stats answer (every role receives it): the plan's name
 * or '(Unknown)', and the credits left of the month's allowance as a ring.
 */
export function CreditsCard({ stats }: { stats: CreditsStats | undefined }) {
  const metered = stats !== undefined && stats.total_credits > 0;
  // Overdrawn months (negative remaining) show an empty ring, not a negative one.
  const share = metered
    ? Math.min(100, Math.max(0, percentageOf(stats.remaining_credits, stats.total_credits)))
    : 0;
  return (
    <Paper withBorder p="md" component="section" aria-label={TEXTS.creditsTitle} h="100%">
      <Group gap="sm" wrap="nowrap" mb="sm">
        <ThemeIcon size={30} radius="md" variant="light" color="teal" aria-hidden>
          <IconCoins size={18} />
        </ThemeIcon>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          {TEXTS.creditsTitle}
        </Text>
      </Group>
      {stats === undefined ? (
        <Stack gap={8} role="status" aria-busy="true" aria-label={TEXTS.loadingStats}>
          <Skeleton height={20} width={140} />
          <Skeleton height={12} width={200} />
        </Stack>
      ) : (
        <Group gap="lg" wrap="nowrap" align="center">
          {metered ? (
            <RingProgress
              size={92}
              thickness={9}
              roundCaps
              sections={[{ value: share, color: ringColour(share) }]}
              label={
                <Text ta="center" size="xs" fw={700}>
                  {TEXTS.creditsLeftShare(formatDecimal(share))}
                </Text>
              }
            />
          ) : null}
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {TEXTS.planLabel}
            </Text>
            <Text fw={700} fz="lg">
              {planNameOrUnknown(stats.plan_name)}
            </Text>
            <Text size="sm" c="dimmed">
              {metered
                ? TEXTS.creditsLeft(
                    formatInteger(stats.remaining_credits),
                    formatInteger(stats.total_credits),
                  )
                : TEXTS.creditsNotMetered}
            </Text>
          </Stack>
        </Group>
      )}
    </Paper>
  );
}
