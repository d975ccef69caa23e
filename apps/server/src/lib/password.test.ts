import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, OWASP_PASSWORD_HASH, verifyPassword } from './password';

const OLD_PARAMS = { N: 2 ** 14, r: 8, p: 1 };

describe('password hashing', () => {
  it('hashes with OWASP parameters by default (N=2^17, r=8, p=1) and verifies them', async () => {
    expect(OWASP_PASSWORD_HASH).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('s3cret phrase');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(hash).not.toContain('s3cret');
    expect(await verifyPassword('s3cret phrase', hash)).toBe(true);
    expect(await verifyPassword('s3cret phrasE', hash)).toBe(false);
    expect(needsRehash(hash, OWASP_PASSWORD_HASH)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', OLD_PARAMS)).not.toBe(await hashPassword('same', OLD_PARAMS));
  });

  it('still verifies a hash made with the earlier N=2^14, which needs rehashing', async () => {
    const old = await hashPassword('s3cret phrase', OLD_PARAMS);
    expect(old).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('s3cret phrase', old)).toBe(true);
    expect(needsRehash(old, OWASP_PASSWORD_HASH)).toBe(true);
    expect(needsRehash(old, OLD_PARAMS)).toBe(false);
  });

  it('asks for a rehash when any parameter is below the current ones', () => {
    const stored = (n: number, r: number, p: number) => `scrypt$${n}$${r}$${p}$c2FsdA==$a2V5`;
    expect(needsRehash(stored(131072, 4, 1), OWASP_PASSWORD_HASH)).toBe(true);
    expect(needsRehash(stored(131072, 8, 1), { ...OWASP_PASSWORD_HASH, p: 2 })).toBe(true);
    expect(needsRehash(stored(262144, 8, 1), OWASP_PASSWORD_HASH)).toBe(false);
    expect(needsRehash('plain-text', OWASP_PASSWORD_HASH)).toBe(true);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$a$b')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$c2FsdA==$a2V5')).toBe(false);
  });
});
