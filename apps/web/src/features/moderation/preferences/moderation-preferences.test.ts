import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MODERATION_PREFERENCES,
  MODERATION_PREFERENCES_STORAGE_KEY,
  preferencesUserKey,
  readModerationPreferences,
  writeModerationPreferences,
} from './moderation-preferences';

const ada = preferencesUserKey({ tenantId: 't-1', userRealName: 'Ada' });
const bob = preferencesUserKey({ tenantId: 't-1', userRealName: 'Bob' });

describe('Moderation preferences', () => {
  it('defaults to hidden cards and blurred media', () => {
    expect(readModerationPreferences(ada)).toEqual({ cardState: 'hidden', blurMedia: true });
  });

  it('keeps each user’s choice apart, without spelling out who they are', () => {
    writeModerationPreferences(ada, { cardState: 'inline', blurMedia: false });
    expect(readModerationPreferences(ada)).toEqual({ cardState: 'inline', blurMedia: false });
    expect(readModerationPreferences(bob)).toEqual(DEFAULT_MODERATION_PREFERENCES);
    expect(window.localStorage.getItem(MODERATION_PREFERENCES_STORAGE_KEY)).not.toContain('Ada');
  });

  it('falls back field by field on a stored value it does not understand', () => {
    window.localStorage.setItem(
      MODERATION_PREFERENCES_STORAGE_KEY,
      JSON.stringify({ [ada]: { cardState: 'sideways', blurMedia: false } }),
    );
    expect(readModerationPreferences(ada)).toEqual({ cardState: 'hidden', blurMedia: false });
    window.localStorage.setItem(MODERATION_PREFERENCES_STORAGE_KEY, '{not json');
    expect(readModerationPreferences(ada)).toEqual(DEFAULT_MODERATION_PREFERENCES);
  });
});
