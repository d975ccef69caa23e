/**
 * Spec §4 EULA: an acceptance is cached in this browser per user for 24 hours, so the gate
 * does not come back before the server's flag reaches the profile. One key holds every user
 * of this browser: `{ [userKey]: acceptedAt }`.
 */
export const EULA_ACCEPTANCE_STORAGE_KEY = 'vigil-eula-acceptance';

export interface EulaUser {
  tenantId: string;
  userRealName: string;
}

/**
 * The profile has no user id (spec §3), so a user is their tenant and name. Encoded so the
 * stored JSON does not spell out who signed in on this browser.
 */
export function eulaUserKey(user: EulaUser): string {
  const bytes = new TextEncoder().encode(`${user.tenantId}\n${user.userRealName}`);
  return btoa(String.fromCharCode(...bytes));
}

function readAll(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(
      window.localStorage.getItem(EULA_ACCEPTANCE_STORAGE_KEY) ?? '{}',
    );
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** When this user accepted in this browser (epoch ms or ISO), or null. */
export function readLocalAcceptance(userKey: string): number | string | null {
  const value = readAll()[userKey];
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

export function writeLocalAcceptance(userKey: string, acceptedAt: number | string): void {
  const all = readAll();
  all[userKey] = acceptedAt;
  try {
    window.localStorage.setItem(EULA_ACCEPTANCE_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the profile flag still records the acceptance.
  }
}
