/**
 * Spec §9: time spent is stored "encrypted in local storage with a fixed symmetric key and a
 * 12-byte random IV" (AES-GCM through Web Crypto).
 *
 * The key is a constant shipped in the console's code, so this is obfuscation against casual
 * editing of browser storage, not secrecy: anyone reading the bundle can decrypt and forge it.
 * That is acceptable because the server keeps its own count of a moderator's active time and
 * enforces the break (423); the stored time only lets the console lock on time without asking.
 * GCM's tag still makes any edit or truncation of the stored text fail to decrypt, which the
 * spec turns into a lock (docs/decisions/0104-moderation-timer.md).
 */
import { TIME_SPENT_IV_BYTES } from '@vigil/contract';
import { base64UrlToBytes, bytesToBase64Url } from './base64url';

// 256-bit AES key, fixed by design (see above); never used for anything else.
const FIXED_KEY_BYTES = new Uint8Array([
  110, 81, 141, 23, 181, 170, 87, 35, 199, 19, 15, 147, 33, 76, 232, 223, 59, 202, 123, 174, 124,
  60, 142, 135, 8, 80, 133, 66, 139, 28, 228, 92,
]);

/** What is encrypted: whole seconds, as digits; anything else decrypted is rejected. */
const TIME_SPENT_PLAIN = /^\d{1,9}$/;

let keyPromise: Promise<CryptoKey> | null = null;

function timeSpentKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey('raw', FIXED_KEY_BYTES, { name: 'AES-GCM' }, false, [
    'encrypt',
    'decrypt',
  ]);
  return keyPromise;
}

/** `<iv>.<ciphertext and tag>`, both base64url; a fresh random IV on every call. */
export async function encryptTimeSpent(seconds: number): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(TIME_SPENT_IV_BYTES));
  const plain = new TextEncoder().encode(String(Math.max(0, Math.floor(seconds))));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await timeSpentKey(), plain);
  return `${bytesToBase64Url(iv)}.${bytesToBase64Url(new Uint8Array(sealed))}`;
}

/** The seconds in a stored text, or null when it cannot be decrypted (edited, truncated, foreign). */
export async function decryptTimeSpent(stored: string): Promise<number | null> {
  const [ivText, sealedText, extra] = stored.split('.');
  if (ivText === undefined || sealedText === undefined || extra !== undefined) return null;
  const iv = base64UrlToBytes(ivText);
  const sealed = base64UrlToBytes(sealedText);
  if (!iv || iv.length !== TIME_SPENT_IV_BYTES || !sealed) return null;
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, await timeSpentKey(), sealed);
  } catch {
    return null;
  }
  const text = new TextDecoder().decode(plain);
  return TIME_SPENT_PLAIN.test(text) ? Number(text) : null;
}
