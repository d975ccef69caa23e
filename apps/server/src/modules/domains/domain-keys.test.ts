import { DOMAIN_MESSAGES, type TDomainKey } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { ADMIN_MODERATOR_VIEWER, call, seedTenant, type SignedIn } from '../users/users-test-kit';
import { type AddedDomain, addDomain } from './domains-test-kit';

describe('domain API key', () => {
  let server: TestServer;
  let admin: SignedIn;
  let moderator: SignedIn;
  let domain: AddedDomain;
  const secrets: string[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    ({ admin, moderator } = (
      await seedTenant(server, 'Keys Ltd', 'keys.test', ADMIN_MODERATOR_VIEWER)
    ).users);
    domain = await addDomain(server, admin, 'keys.example.com');
  });
  afterAll(async () => {
    await server.close();
  });

  const keyUrl = () => `/domains/${domain.id}/key`;

  it('has no key at first; regenerating one that does not exist is a 404', async () => {
    expect((await call(server, admin, 'GET', keyUrl())).json()).toEqual({
      access_key: null,
      updated_at: null,
    });
    const regenerate = await call(server, admin, 'PUT', keyUrl());
    expect(regenerate.statusCode).toBe(404);
    expect(regenerate.json()).toEqual({ message: DOMAIN_MESSAGES.keyMissing });
  });

  it('creates a key pair once, the secret in that reply only; a second POST is 409', async () => {
    const created = await call(server, admin, 'POST', keyUrl());
    expect(created.statusCode).toBe(201);
    const key = created.json() as TDomainKey;
    expect(key.access_key).toMatch(/^vk_[A-Za-z0-9]{24}$/);
    expect(key.secret_key.length).toBeGreaterThanOrEqual(40);
    secrets.push(key.secret_key);
    expect((await call(server, admin, 'GET', keyUrl())).json()).toEqual({
      access_key: key.access_key,
      updated_at: key.updated_at,
    });
    const again = await call(server, admin, 'POST', keyUrl());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: DOMAIN_MESSAGES.keyExists });
  });

  it('stores the secret sealed, readable back by the server', async () => {
    const row = await server.ctx.database.db
      .selectFrom('domain_keys')
      .select(['secret_sealed'])
      .where('domain_id', '=', domain.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(secrets[0]);
    expect(server.ctx.secretBox.decrypt(row.secret_sealed)).toBe(secrets[0]);
  });

  it('regenerates a new pair that replaces the old one', async () => {
    const before = (await call(server, admin, 'GET', keyUrl())).json() as TDomainKey;
    server.clock.advance(60_000);
    const regenerated = await call(server, admin, 'PUT', keyUrl());
    expect(regenerated.statusCode).toBe(200);
    const key = regenerated.json() as TDomainKey;
    expect(key.access_key).not.toBe(before.access_key);
    expect(key.updated_at).not.toBe(before.updated_at);
    expect(key.secret_key).not.toBe(secrets[0]);
    secrets.push(key.secret_key);
    const row = await server.ctx.database.db
      .selectFrom('domain_keys')
      .select(['access_key', 'secret_sealed'])
      .where('domain_id', '=', domain.id)
      .executeTakeFirstOrThrow();
    expect(row.access_key).toBe(key.access_key);
    expect(server.ctx.secretBox.decrypt(row.secret_sealed)).toBe(key.secret_key);
  });

  it('never repeats a secret in a later response or any log line', async () => {
    const later = [
      await call(server, admin, 'GET', keyUrl()),
      await call(server, admin, 'GET', '/domains'),
      await call(server, admin, 'GET', `/domains/${domain.id}/settings`),
      await call(server, admin, 'GET', `/domains/${domain.id}/plugins`),
      await call(server, admin, 'POST', keyUrl()),
    ];
    expect(secrets).toHaveLength(2);
    for (const secret of secrets) {
      for (const response of later) expect(response.body).not.toContain(secret);
      expect(server.logs.join('\n')).not.toContain(secret);
    }
    expect(server.logs.length).toBeGreaterThan(0);
  });

  it('is for administrators only', async () => {
    for (const method of ['GET', 'POST', 'PUT'] as const) {
      expect((await call(server, moderator, method, keyUrl())).statusCode).toBe(403);
    }
  });
});
