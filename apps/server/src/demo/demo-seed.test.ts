import fs from 'node:fs';
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
  DEMO_EXTRACTOR_IDS,
  DEMO_PASSWORD,
  DEMO_SCANNER_IDS,
  DEMO_SITE_DOMAIN,
  DEMO_TENANT_NAME,
  seedDemoIfEmpty,
} from './demo-seed';
import { demoSiteKeysPath, type DemoSiteKeys } from './demo-site-keys';

async function adminHeaders(server: TestServer): Promise<Record<string, string>> {
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
  });
  return sessionHeaders(sessionCookieFrom(login), String(login.json().tenant_id));
}

function readKeysFile(server: TestServer): DemoSiteKeys {
  return JSON.parse(fs.readFileSync(demoSiteKeysPath(server.dataDir), 'utf8')) as DemoSiteKeys;
}

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
  let server: TestServer;
  let headers: Record<string, string>;
  let domains: Array<{ id: string; name: string }>;
  beforeAll(async () => {
    server = await createTestServer({ demo: true });
    headers = await adminHeaders(server);
    const list = await server.app.inject({ method: 'GET', url: '/api/domains', headers });
    domains = list.json().data;
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives the demo tenant two domains with the built-in scanners and extractors enabled', async () => {
    expect(domains.map((domain) => domain.name)).toEqual(DEMO_DOMAINS.map((d) => d.name));
    for (const domain of domains) {
      const stream = await server.app.inject({
        method: 'GET',
        url: `/api/domains/${domain.id}/settings`,
        headers,
      });
      const body = stream.json() as {
        scanners: Array<{ scanner: { id: number }; status: boolean }>;
        extractors: Array<{ extractor: { id: string }; status: boolean }>;
      };
      expect(body.scanners.map((s) => [s.scanner.id, s.status]).sort()).toEqual(
        DEMO_SCANNER_IDS.map((id) => [id, true]),
      );
      expect(body.extractors.map((e) => [e.extractor.id, e.status]).sort()).toEqual(
        [...DEMO_EXTRACTOR_IDS].sort().map((id) => [id, true]),
      );
    }
  });

  it('gives the blog an API key and the forum none', async () => {
    for (const domain of domains) {
      const key = await server.app.inject({
        method: 'GET',
        url: `/api/domains/${domain.id}/key`,
        headers,
      });
      const accessKey = key.json().access_key as string | null;
      if (domain.name === DEMO_SITE_DOMAIN) expect(accessKey).toMatch(/^vk_/);
      else expect(accessKey).toBeNull();
    }
  });

  it('writes the blog keys for the demo site to DATA_DIR/demo-site.json, owner-only', async () => {
    const blog = domains.find((domain) => domain.name === DEMO_SITE_DOMAIN);
    const key = await server.app.inject({
      method: 'GET',
      url: `/api/domains/${blog?.id}/key`,
      headers,
    });
    const file = demoSiteKeysPath(server.dataDir);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const keys = readKeysFile(server);
    expect(keys).toEqual({
      vigilUrl: 'http://localhost:3000',
      domain: DEMO_SITE_DOMAIN,
      accessKey: key.json().access_key,
      secretKey: expect.stringMatching(/^vs_/),
    });
    expect(server.logs.join('')).not.toContain(keys.secretKey);
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

  it('writes the same keys again when the file is gone, with the key the console shows', async () => {
    const server = await createTestServer({ demo: true });
    try {
      const first = readKeysFile(server);
      fs.rmSync(demoSiteKeysPath(server.dataDir));
      await seedDemoIfEmpty(server.ctx);
      expect(readKeysFile(server)).toEqual(first);
      expect(fs.statSync(demoSiteKeysPath(server.dataDir)).mode & 0o777).toBe(0o600);
    } finally {
      await server.close();
    }
  });
});
