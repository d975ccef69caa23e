/**
 * Spec §3 tenant settings, which are the moderation settings of Settings › Account: how long
 * a moderator may work before a forced break (active) and how long the break lasts (lock).
 * They also carry the tenant's two-factor enforcement date (decisions 0030–0049), which only
 * administrators may change.
 */
import { z } from 'zod';
import { ZQueryDateSchema } from '../common/dates';
import { ACTIVE_MINUTES_MAX } from '../constants';
import { MESSAGES } from '../messages';

function zMinutes(label: string) {
  return z
    .number({ error: () => MESSAGES.required(label) })
    .int(MESSAGES.minutesWholeNumber(label))
    .positive(MESSAGES.minutesPositive(label));
}

/** `YYYY-MM-DD` from which every user of the tenant must sign in with two-factor, or null. */
export const ZTwoFactorEnforcementDateSchema = ZQueryDateSchema.nullable();

/** What the server stores and answers; lock < active is enforced on every write. */
export const ZTenantSettingsSchema = z.object({
  lock_minutes: z.number().int().positive(),
  active_minutes: z.number().int().positive(),
  two_factor_enforcement_date: ZTwoFactorEnforcementDateSchema,
});
export type TTenantSettings = z.infer<typeof ZTenantSettingsSchema>;

const moderationSettingsShape = {
  lock_minutes: zMinutes('Lock minutes'),
  active_minutes: zMinutes('Active minutes').max(
    ACTIVE_MINUTES_MAX,
    MESSAGES.activeMinutesTooLarge,
  ),
};

const lockBelowActive = {
  check: (settings: { lock_minutes: number; active_minutes: number }) =>
    settings.lock_minutes < settings.active_minutes,
  params: { error: MESSAGES.lockMinutesNotBelowActive, path: ['lock_minutes'] },
};

/** The write side, with the spec §5 rules and their messages (also the form's schema). */
export const ZModerationSettingsSchema = z
  .object(moderationSettingsShape)
  .refine(lockBelowActive.check, lockBelowActive.params);
export type TModerationSettings = z.infer<typeof ZModerationSettingsSchema>;

/**
 * PUT /tenant/settings: the moderation settings plus, optionally, the enforcement date.
 * Left out, the date stays as it is; null removes it.
 */
export const ZTenantSettingsUpdateSchema = z
  .object({
    ...moderationSettingsShape,
    two_factor_enforcement_date: ZTwoFactorEnforcementDateSchema.optional(),
  })
  .refine(lockBelowActive.check, lockBelowActive.params);
export type TTenantSettingsUpdate = z.infer<typeof ZTenantSettingsUpdateSchema>;
