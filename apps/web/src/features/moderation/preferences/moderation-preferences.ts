/**
 * Per-user moderation settings kept in this browser (spec §3 local session state, §4 "card
 * state is read from storage and defaults to hidden"; decisions 0100–0106: media blurred until revealed,
 * a per-user setting, on by default). One key holds every user of this browser.
 */
import { CARD_STATES, DEFAULT_CARD_STATE, type CardState } from '@vigil/contract';

export const MODERATION_PREFERENCES_STORAGE_KEY = 'vigil-moderation-preferences';

export interface ModerationPreferences {
  cardState: CardState;
  blurMedia: boolean;
}

export const DEFAULT_MODERATION_PREFERENCES: ModerationPreferences = {
  cardState: DEFAULT_CARD_STATE,
  blurMedia: true,
};

export interface PreferencesUser {
  tenantId: string;
  userRealName: string;
}

/**
 * The profile has no user id (spec §3), so a user is their tenant and name, encoded so the
 * stored JSON does not spell out who used this browser.
 */
export function preferencesUserKey(user: PreferencesUser): string {
  const bytes = new TextEncoder().encode(`${user.tenantId}\n${user.userRealName}`);
  return btoa(String.fromCharCode(...bytes));
}

function readAll(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(
      window.localStorage.getItem(MODERATION_PREFERENCES_STORAGE_KEY) ?? '{}',
    );
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function parseCardState(value: unknown): CardState {
  return CARD_STATES.find((state) => state === value) ?? DEFAULT_CARD_STATE;
}

/** A stored value that is not understood falls back to the default, field by field. */
export function readModerationPreferences(userKey: string): ModerationPreferences {
  const stored = readAll()[userKey];
  if (typeof stored !== 'object' || stored === null) return DEFAULT_MODERATION_PREFERENCES;
  const record = stored as Record<string, unknown>;
  return {
    cardState: parseCardState(record.cardState),
    blurMedia: typeof record.blurMedia === 'boolean' ? record.blurMedia : true,
  };
}

export function writeModerationPreferences(
  userKey: string,
  preferences: ModerationPreferences,
): void {
  const all = readAll();
  all[userKey] = preferences;
  try {
    window.localStorage.setItem(MODERATION_PREFERENCES_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the choice lasts until the page is left.
  }
}
