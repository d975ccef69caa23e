import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt from Node's own crypto: no native add-on to build, memory-hard, and parameters
// stored in the hash so they can be raised later without breaking old hashes.

/** scrypt's cost parameters; N is a power of two. */
export interface PasswordHashParams {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's minimum for scrypt (N=2^17, r=8, p=1; decision 0125): what production and the demo
 * hash with. Only tests choose cheaper parameters (env.ts allows it only under NODE_ENV=test).
 */
export const OWASP_PASSWORD_HASH: PasswordHashParams = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 64;

interface StoredHash extends PasswordHashParams {
  salt: Buffer;
  key: Buffer;
}

function parseStoredHash(stored: string): StoredHash | undefined {
  const [scheme, n, r, p, saltText, keyText, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !keyText || rest.length > 0) {
    return undefined;
  }
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((value) => Number.isSafeInteger(value) && value > 0)) {
    return undefined;
  }
  return { ...params, salt: Buffer.from(saltText, 'base64'), key: Buffer.from(keyText, 'base64') };
}

function derive(password: string, salt: Buffer, params: PasswordHashParams, length: number) {
  // scrypt needs 128·N·r bytes; twice that leaves room for Node's own bookkeeping (at
  // N=2^17, r=8: 256 MiB allowed, 128 MiB used), where the 32 MiB default would refuse.
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  params: PasswordHashParams = OWASP_PASSWORD_HASH,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parseStoredHash(stored);
  if (!hash) return false;
  const actual = await derive(password, hash.salt, hash, hash.key.length);
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

/**
 * Whether a stored hash was made with weaker parameters than `current` (or is not one we can
 * read), so the next successful sign-in should store a new one.
 */
export function needsRehash(stored: string, current: PasswordHashParams): boolean {
  const hash = parseStoredHash(stored);
  if (!hash) return true;
  return hash.N < current.N || hash.r < current.r || hash.p < current.p;
}
