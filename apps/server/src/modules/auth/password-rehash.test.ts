/**
 * Decision 0125: the server hashes with OWASP's scrypt parameters, and a sign-in whose stored
 * hash is weaker stores a new one. This file runs the real default (N=2^17); other test files
 * use the cheaper TEST_PASSWORD_HASH.
 */
import { ROLES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, OWASP_PASSWORD_HASH, verifyPassword } from '../../lib/password';
import { createTestServer, TEST_PASSWORD_HASH, type TestServer } from '../../test/test-server';

const EMAIL = 'grace@rehash.test';
const PASSWORD = 'a long rehash password 17';

describe('password hashes at sign-in', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ config: { passwordHash: OWASP_PASSWORD_HASH } });
    await server.ctx.services.users.createTenantWithUsers('Rehash', [
      {
        name: 'Grace',
        email: EMAIL,
        password: PASSWORD,
        roleId: ROLES.administrator,
        verified: true,
      },
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  const storedHash = async () =>
    (
      await server.ctx.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', EMAIL)
        .executeTakeFirstOrThrow()
    ).password_hash ?? '';

  const login = (password: string) =>
    server.app.inject({ method: 'POST', url: '/api/login', payload: { email: EMAIL, password } });

  it('stores new hashes with N=2^17, r=8, p=1', async () => {
    expect(await storedHash()).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('replaces an N=2^14 hash on the next successful sign-in, and the new one verifies', async () => {
    const old = await hashPassword(PASSWORD, TEST_PASSWORD_HASH);
    await server.ctx.database.db
      .updateTable('users')
      .set({ password_hash: old })
      .where('email', '=', EMAIL)
      .execute();

    // A wrong password changes nothing.
    expect((await login('not the password 17')).statusCode).toBe(422);
    expect(await storedHash()).toBe(old);

    expect((await login(PASSWORD)).statusCode).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded).not.toBe(old);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(PASSWORD, upgraded)).toBe(true);

    // Signing in again verifies the new hash and leaves it as it is.
    expect((await login(PASSWORD)).statusCode).toBe(200);
    expect(await storedHash()).toBe(upgraded);
  });
});
