/**
 * Spec §3: browser storage keeps "the time spent per user (encrypted), keyed by an encoding of
 * the stored username". The profile has no user id or email, so a user is their tenant and
 * name (as for the EULA cache), base64url-encoded so the key does not spell out who signed in.
 */
import { bytesToBase64Url } from './base64url';
import { decryptTimeSpent, encryptTimeSpent } from './time-spent-cipher';

export const TIME_SPENT_STORAGE_PREFIX = 'vigil-time-spent:';

export interface TimedUser {
  tenantId: string;
  userRealName: string;
}

export function timeSpentUserKey(user: TimedUser): string {
  return bytesToBase64Url(new TextEncoder().encode(`${user.tenantId}\n${user.userRealName}`));
}

export type StoredTimeSpent = { readable: true; seconds: number } | { readable: false };

function storageKey(userKey: string): string {
  return TIME_SPENT_STORAGE_PREFIX + userKey;
}

/** Nothing stored is no time spent; a value that does not decrypt is reported as such. */
export async function readTimeSpent(userKey: string): Promise<StoredTimeSpent> {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(storageKey(userKey));
  } catch {
    // Storage blocked by the browser: nothing was stored, so nothing can have been edited.
    return { readable: true, seconds: 0 };
  }
  if (stored === null) return { readable: true, seconds: 0 };
  const seconds = await decryptTimeSpent(stored);
  return seconds === null ? { readable: false } : { readable: true, seconds };
}

/**
 * Encryption is asynchronous: `stillWanted` is asked once it is done, so a reset that happened
 * meanwhile is not overwritten with the old count. Returns whether the time was stored.
 */
export async function writeTimeSpent(
  userKey: string,
  seconds: number,
  stillWanted: () => boolean = () => true,
): Promise<boolean> {
  let sealed: string;
  try {
    sealed = await encryptTimeSpent(seconds);
  } catch {
    // Web Crypto exists only in secure contexts (https, localhost). Without it nothing is
    // stored, and the server's own count alone enforces the break.
    return false;
  }
  if (!stillWanted()) return false;
  try {
    window.localStorage.setItem(storageKey(userKey), sealed);
  } catch {
    // Storage full or blocked: the server's own count still enforces the break.
  }
  return true;
}

export function clearTimeSpent(userKey: string): void {
  try {
    window.localStorage.removeItem(storageKey(userKey));
  } catch {
    // Storage blocked: there is nothing to clear.
  }
}
