import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  sessionCookieFrom,
  sessionHeaders,
  type TestServer,
} from '../test/test-server';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_DOMAINS,
  DEMO_MODERATOR_EMAIL,
  DEMO_PASSWORD,
  DEMO_TENANT_NAME,
  seedDemoIfEmpty,
} from './demo-seed';

describe('the demo tenant', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ demo: true });
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    [DEMO_ADMIN_EMAIL, 1],
    [DEMO_MODERATOR_EMAIL, 2],
  ])('lets %s sign in with the README password', async (email, roleId) => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const reply = login.json();
    expect(reply.tenant_name).toBe(DEMO_TENANT_NAME);
    expect(reply.role_id).toBe(roleId);
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: sessionHeaders(sessionCookieFrom(login), String(reply.tenant_id)),
    });
    expect(me.json().role_id).toBe(roleId);
  });
});

describe('the demo domains', () => {
  it('gives the demo tenant two domains with the built-in text scanner and extractor', async () => {
    const server = await createTestServer({ demo: true });
    try {
      const login = await server.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
      });
      const headers = sessionHeaders(sessionCookieFrom(login), String(login.json().tenant_id));
      const list = await server.app.inject({ method: 'GET', url: '/api/domains', headers });
      const domains = list.json().data as Array<{ id: string; name: string }>;
      expect(domains.map((domain) => domain.name)).toEqual(DEMO_DOMAINS.map((d) => d.name));
      for (const domain of domains) {
        const stream = await server.app.inject({
          method: 'GET',
          url: `/api/domains/${domain.id}/settings`,
          headers,
        });
        expect(stream.json()).toMatchObject({
          scanners: [{ scanner: { id: 1 }, status: true }],
          extractors: [{ extractor: { id: 'html-text' }, status: true }],
        });
      }
    } finally {
      await server.close();
    }
  });
});

describe('restarting the demo', () => {
  it('does not seed a second tenant into a database that has one', async () => {
    const server = await createTestServer({ demo: true });
    try {
      await seedDemoIfEmpty(server.ctx);
      const tenants = await server.ctx.database.db.selectFrom('tenants').select('name').execute();
      expect(tenants).toEqual([{ name: DEMO_TENANT_NAME }]);
    } finally {
      await server.close();
    }
  });
});
