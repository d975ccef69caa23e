import { describe, expect, it } from 'vitest';
import { issuesOf } from '../common/test-issues';
import { ACTIVE_MINUTES_MAX, DEFAULT_ACTIVE_MINUTES, DEFAULT_LOCK_MINUTES } from '../constants';
import { MESSAGES } from '../messages';
import { ZModerationSettingsSchema } from './tenant-settings';

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
