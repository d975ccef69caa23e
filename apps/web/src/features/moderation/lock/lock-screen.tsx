import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  RingProgress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCoffee, IconPlayerPlay } from '@tabler/icons-react';
import { MODERATION_LOCK_TEXTS, formatDuration } from '@vigil/contract';
import { useEffect, useRef } from 'react';
import type { ModerationLockState } from '../../../lib/moderation-lock';
import { breakProgress, breakTimes, countdownAnnouncement, secondsLeft } from './lock-countdown';
import { useNow } from './use-now';
import { useResumeModeration } from './use-resume-moderation';

const COUNTDOWN_REFRESH_MS = 1_000;

export interface LockScreenProps {
  lock: ModerationLockState;
  /** The tenant's lock minutes: the break's length when the server gave no end. */
  lockMinutes: number;
}

/**
 * The calm break view shown instead of the moderation page while moderation is locked
 * (spec §4, §8): a countdown in the spec's duration format, a suggestion to step away, and
 * once the time is up a way back that asks the server (a successful report fetch unlocks).
 */
export function LockScreen({ lock, lockMinutes }: LockScreenProps) {
  const now = useNow(COUNTDOWN_REFRESH_MS);
  const times = breakTimes(lock, lockMinutes, now);
  const left = secondsLeft(times.endsAt, now);
  const over = left === 0;
  const { resume, checking, failed } = useResumeModeration();

  // Focus lands on the heading, so keyboard and screen-reader users learn what happened.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Center py={{ base: 'md', sm: 48 }}>
      <Card withBorder radius="lg" padding="xl" maw={560} w="100%" shadow="sm">
        <Stack align="center" gap="lg" ta="center">
          <ThemeIcon size={72} radius={72} variant="light" color="teal" aria-hidden>
            <IconCoffee size={38} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} fz={26} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            {MODERATION_LOCK_TEXTS.heading}
          </Title>
          <Text c="dimmed">
            {lock.cause === 'undecryptable'
              ? MODERATION_LOCK_TEXTS.unreadableTime
              : MODERATION_LOCK_TEXTS.intro}
          </Text>

          <RingProgress
            size={180}
            thickness={10}
            roundCaps
            sections={[{ value: breakProgress(times, now), color: 'teal' }]}
            label={
              <Box role="timer" aria-label={MODERATION_LOCK_TEXTS.timeLeftLabel} ta="center">
                <Text size="xs" c="dimmed" aria-hidden>
                  {MODERATION_LOCK_TEXTS.timeLeftLabel}
                </Text>
                <Text fz={24} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatDuration(left)}
                </Text>
              </Box>
            }
          />
          <VisuallyHidden role="status" aria-live="polite" aria-atomic>
            {countdownAnnouncement(left)}
          </VisuallyHidden>

          {over ? (
            <Stack gap="sm" align="center">
              <Text>{MODERATION_LOCK_TEXTS.breakOver}</Text>
              <Button
                color="teal"
                leftSection={<IconPlayerPlay size={18} aria-hidden />}
                loading={checking}
                onClick={() => void resume()}
              >
                {MODERATION_LOCK_TEXTS.resume}
              </Button>
            </Stack>
          ) : (
            <Text size="sm">{MODERATION_LOCK_TEXTS.suggestion}</Text>
          )}
          {failed ? (
            <Alert color="orange" variant="light" w="100%">
              {MODERATION_LOCK_TEXTS.resumeFailed}
            </Alert>
          ) : null}
        </Stack>
      </Card>
    </Center>
  );
}
