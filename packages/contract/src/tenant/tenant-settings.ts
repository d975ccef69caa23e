/**
 * Spec §3 tenant settings, which are the moderation settings of Settings › Account: how long
 * a moderator may work before a forced break (active) and how long the break lasts (lock).
 */
import { z } from 'zod';
import { ACTIVE_MINUTES_MAX } from '../constants';
import { MESSAGES } from '../messages';

function zMinutes(label: string) {
  return z
    .number({ error: () => MESSAGES.required(label) })
    .int(MESSAGES.minutesWholeNumber(label))
    .positive(MESSAGES.minutesPositive(label));
}

/** What the server stores and answers; lock < active is enforced on every write. */
export const ZTenantSettingsSchema = z.object({
  lock_minutes: z.number().int().positive(),
  active_minutes: z.number().int().positive(),
});
export type TTenantSettings = z.infer<typeof ZTenantSettingsSchema>;

/** The write side, with the spec §5 rules and their messages (also the form's schema). */
export const ZModerationSettingsSchema = z
  .object({
    lock_minutes: zMinutes('Lock minutes'),
    active_minutes: zMinutes('Active minutes').max(
      ACTIVE_MINUTES_MAX,
      MESSAGES.activeMinutesTooLarge,
    ),
  })
  .refine((settings) => settings.lock_minutes < settings.active_minutes, {
    error: MESSAGES.lockMinutesNotBelowActive,
    path: ['lock_minutes'],
  });
export type TModerationSettings = z.infer<typeof ZModerationSettingsSchema>;
