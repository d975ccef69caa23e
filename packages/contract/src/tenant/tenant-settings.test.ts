import { describe, expect, it } from 'vitest';
import { issuesOf } from '../common/test-issues';
import { ACTIVE_MINUTES_MAX, DEFAULT_ACTIVE_MINUTES, DEFAULT_LOCK_MINUTES } from '../constants';
import { MESSAGES } from '../messages';
import {
  ZModerationSettingsSchema,
  ZTenantSettingsSchema,
  ZTenantSettingsUpdateSchema,
} from './tenant-settings';

describe('ZModerationSettingsSchema', () => {
  it('accepts the spec defaults and the maximum', () => {
    expect(
      ZModerationSettingsSchema.safeParse({
        lock_minutes: DEFAULT_LOCK_MINUTES,
        active_minutes: DEFAULT_ACTIVE_MINUTES,
      }).success,
    ).toBe(true);
    expect(
      ZModerationSettingsSchema.safeParse({ lock_minutes: 1, active_minutes: ACTIVE_MINUTES_MAX })
        .success,
    ).toBe(true);
  });

  it('requires minutes greater than zero', () => {
    expect(issuesOf(ZModerationSettingsSchema, { lock_minutes: 0, active_minutes: 60 })).toEqual({
      lock_minutes: [MESSAGES.minutesPositive('Lock minutes')],
    });
  });

  it('caps active minutes', () => {
    expect(
      issuesOf(ZModerationSettingsSchema, {
        lock_minutes: 20,
        active_minutes: ACTIVE_MINUTES_MAX + 1,
      }),
    ).toEqual({ active_minutes: [MESSAGES.activeMinutesTooLarge] });
  });

  it('requires lock minutes below active minutes', () => {
    expect(issuesOf(ZModerationSettingsSchema, { lock_minutes: 60, active_minutes: 60 })).toEqual({
      lock_minutes: [MESSAGES.lockMinutesNotBelowActive],
    });
  });

  it('refuses fractions and missing values with field messages', () => {
    expect(issuesOf(ZModerationSettingsSchema, { lock_minutes: 2.5 })).toEqual({
      lock_minutes: [MESSAGES.minutesWholeNumber('Lock minutes')],
      active_minutes: [MESSAGES.required('Active minutes')],
    });
  });
});

describe('ZTenantSettingsUpdateSchema', () => {
  const minutes = { lock_minutes: 20, active_minutes: 60 };

  it('leaves the enforcement date optional, and accepts a date or null', () => {
    expect(ZTenantSettingsUpdateSchema.parse(minutes)).toEqual(minutes);
    expect(
      ZTenantSettingsUpdateSchema.parse({ ...minutes, two_factor_enforcement_date: '2027-01-31' }),
    ).toEqual({ ...minutes, two_factor_enforcement_date: '2027-01-31' });
    expect(
      ZTenantSettingsUpdateSchema.parse({ ...minutes, two_factor_enforcement_date: null }),
    ).toEqual({ ...minutes, two_factor_enforcement_date: null });
  });

  it('refuses an enforcement date that is not a real YYYY-MM-DD date', () => {
    for (const date of ['2027-02-30', '31/01/2027', '2027-01-31T00:00:00Z', '']) {
      expect(
        issuesOf(ZTenantSettingsUpdateSchema, { ...minutes, two_factor_enforcement_date: date }),
      ).toEqual({ two_factor_enforcement_date: [MESSAGES.invalidQueryDate] });
    }
  });

  it('keeps the moderation settings rules', () => {
    expect(issuesOf(ZTenantSettingsUpdateSchema, { lock_minutes: 60, active_minutes: 60 })).toEqual(
      { lock_minutes: [MESSAGES.lockMinutesNotBelowActive] },
    );
  });
});

describe('ZTenantSettingsSchema', () => {
  it('always answers the enforcement date, null when there is none', () => {
    expect(ZTenantSettingsSchema.safeParse({ lock_minutes: 20, active_minutes: 60 }).success).toBe(
      false,
    );
    expect(
      ZTenantSettingsSchema.parse({
        lock_minutes: 20,
        active_minutes: 60,
        two_factor_enforcement_date: null,
      }),
    ).toEqual({ lock_minutes: 20, active_minutes: 60, two_factor_enforcement_date: null });
  });
});
