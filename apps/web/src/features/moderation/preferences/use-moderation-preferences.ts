import { useCallback, useState } from 'react';
import { readProfile } from '../../../lib/profile-storage';
import {
  preferencesUserKey,
  readModerationPreferences,
  writeModerationPreferences,
  type ModerationPreferences,
} from './moderation-preferences';

/** The signed-in user's card state and blur setting, saved on every change. */
export function useModerationPreferences() {
  const [userKey] = useState(() => {
    const profile = readProfile();
    return preferencesUserKey({
      tenantId: profile?.tenantId ?? '',
      userRealName: profile?.userRealName ?? '',
    });
  });
  const [preferences, setPreferences] = useState(() => readModerationPreferences(userKey));
  const update = useCallback(
    (change: Partial<ModerationPreferences>) => {
      setPreferences((current) => {
        const next = { ...current, ...change };
        writeModerationPreferences(userKey, next);
        return next;
      });
    },
    [userKey],
  );
  return { preferences, update };
}
