/**
 * Texts of the lock screen, the calm break view shown while moderation is locked (spec §4
 * Moderation lock, §8; decisions 0100–0106). The spec fixes the behaviour, not the wording; see
 * docs/decisions/0104-moderation-timer.md.
 */
import { MODERATION_LOCK_MESSAGES } from './moderation/moderation-lock';

export const MODERATION_LOCK_TEXTS = {
  heading: MODERATION_LOCK_MESSAGES.lockedNow,
  /** Why there is a break at all: said kindly, it is for the moderator's sake. */
  intro:
    'You have been reviewing flagged content for a while. Regular breaks keep moderation fair and protect your wellbeing.',
  /** Shown when the stored time could not be read in this browser (spec §8). */
  unreadableTime:
    'Your moderation time in this browser could not be read, so a break starts now to be safe.',
  suggestion:
    'Step away from the screen: stretch, drink some water, look at something far away or take a short walk.',
  timeLeftLabel: 'Time left',
  breakOver: 'Your break is over. You can resume moderation.',
  resume: 'Resume moderation',
  /** The resume check could not reach the server (other than a 423, which keeps the lock). */
  resumeFailed: 'The queue could not be reached. Please try again in a moment.',
  /** Announced to screen readers once a minute, not every second. */
  minutesLeft: (minutes: number): string =>
    minutes === 1
      ? 'About 1 minute of your break left.'
      : `About ${minutes} minutes of your break left.`,
  underAMinute: 'Less than a minute of your break left.',
} as const;
