import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** An unguessable token for cookies and links (256 bits, URL-safe). */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their hash, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createId(): string {
  return randomUUID();
}
