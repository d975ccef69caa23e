/**
 * The signed-in user's profile (spec §3 "Profile"), kept in local storage so a reload can
 * restore it after the session check, and read by the API client for the tenant header.
 */
export interface Profile {
  userRealName: string;
  tenantId: string;
  tenantName: string;
  /** YYYY-MM-DD, or null when the tenant does not enforce two-factor authentication. */
  twoFactorEnforcementDate: string | null;
  eulaAccepted: boolean;
}

export const PROFILE_STORAGE_KEY = 'vigil-profile';

/** Spec §4: a missing, empty or tenant-less profile is unusable. */
export function parseStoredProfile(raw: string | null): Profile | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const tenantId = record.tenantId;
  if ((typeof tenantId !== 'string' && typeof tenantId !== 'number') || tenantId === '') {
    return null;
  }
  return {
    userRealName: typeof record.userRealName === 'string' ? record.userRealName : '',
    tenantId: String(tenantId),
    tenantName: typeof record.tenantName === 'string' ? record.tenantName : '',
    twoFactorEnforcementDate:
      typeof record.twoFactorEnforcementDate === 'string' ? record.twoFactorEnforcementDate : null,
    eulaAccepted: record.eulaAccepted === true,
  };
}

export function readProfile(): Profile | null {
  try {
    return parseStoredProfile(window.localStorage.getItem(PROFILE_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function writeProfile(profile: Profile): void {
  window.localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
}

export function clearProfile(): void {
  window.localStorage.removeItem(PROFILE_STORAGE_KEY);
}
