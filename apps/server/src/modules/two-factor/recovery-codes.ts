/**
 * Single-use recovery codes: what they look like, and how a typed one is matched.
 */
import { randomInt } from 'node:crypto';
import { hashToken } from '../../lib/tokens';

export const RECOVERY_CODE_COUNT = 8;
/** No 0/o, 1/l/i: the codes are copied by hand from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP_LENGTH = 5;

/** `xxxxx-xxxxx`: 10 characters from 31, about 49 bits, ample behind the rate limit. */
export function generateRecoveryCode(): string {
  const group = () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${group()}-${group()}`;
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** Codes are looked up by the hash of their normalised form; the code itself is not stored. */
export function hashRecoveryCode(code: string): string {
  return hashToken(`recovery:${normaliseRecoveryCode(code)}`);
}
