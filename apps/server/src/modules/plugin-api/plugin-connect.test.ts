import { PLUGIN_MESSAGES, type TDomainPlugin, type TPluginConnectResponse } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEgressPolicy, PUBLIC_ONLY } from '../../lib/egress/egress-policy';
import { createTestServer, type TestServer } from '../../test/test-server';
import { call } from '../users/users-test-kit';
import {
  CONNECT,
  countRows,
  seedPluginSite,
  signedCall,
  type PluginSite,
} from './plugin-api-test-kit';

describe('POST /api/plugin/v1/connect', () => {
  let server: TestServer;
  let site: PluginSite;

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedPluginSite(server, 'Connectors', 'connect.example.com');
  });
  afterAll(async () => {
    await server.close();
  });

  const connect = (body: object | string, timestamp?: number) =>
    signedCall(server, site, {
      method: 'POST',
      url: '/plugin/v1/connect',
      body,
      ...(timestamp === undefined ? {} : { timestamp }),
    });
  const plugins = async () =>
    (
      (await call(server, site.admin, 'GET', `/domains/${site.domain.id}/plugins`)).json() as {
        data: TDomainPlugin[];
      }
    ).data;

  it('registers the plugin and shows it on the Plugins tab', async () => {
    const response = await connect(CONNECT);
    expect(response.statusCode).toBe(200);
    const body = response.json() as TPluginConnectResponse;
    expect(body).toEqual({
      message: PLUGIN_MESSAGES.connected,
      data: {
        id: expect.any(String) as string,
        domain: 'connect.example.com',
        connected_at: '2026-11-21T09:00:00Z',
      },
    });
    expect(await plugins()).toEqual([
      {
        id: body.data.id,
        cms_name: 'WordPress',
        cms_version: '6.7.1',
        plugin_version: '1.0.0',
        callback_url: CONNECT.callback_url,
        connected_at: '2026-11-21T09:00:00Z',
        last_seen_at: '2026-11-21T09:00:00Z',
        callback_health: null,
        last_callback_at: null,
        last_callback_error: null,
        failed_callbacks: 0,
      },
    ]);
  });

  it('updates the same plugin when it connects again, keeping its first connection date', async () => {
    const [before] = await plugins();
    server.clock.advance(3_600_000);
    const again = await connect({
      ...CONNECT,
      cms_version: '6.8.0',
      plugin_version: '1.1.0',
      // The same URL spelled with an upper-case host is the same plugin.
      callback_url: CONNECT.callback_url.replace('127.0.0.1', '127.0.0.1'.toUpperCase()),
    });
    expect(again.statusCode).toBe(200);
    expect((again.json() as TPluginConnectResponse).data).toMatchObject({
      id: before?.id,
      connected_at: '2026-11-21T09:00:00Z',
    });
    expect(await plugins()).toEqual([
      expect.objectContaining({
        id: before?.id,
        cms_version: '6.8.0',
        plugin_version: '1.1.0',
        connected_at: '2026-11-21T09:00:00Z',
        last_seen_at: '2026-11-21T10:00:00Z',
      }),
    ]);
  });

  it('counts another callback URL as another plugin, newest first', async () => {
    server.clock.advance(60_000);
    const second = await connect({
      ...CONNECT,
      cms_name: 'Drupal',
      callback_url: 'https://connect.example.com/vigil',
    });
    const listed = await plugins();
    expect(listed.map((plugin) => plugin.cms_name)).toEqual(['Drupal', 'WordPress']);
    expect(listed[0]?.id).toBe((second.json() as TPluginConnectResponse).data.id);
  });

  it('makes one row of racing first connections of one plugin', async () => {
    server.clock.advance(60_000);
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const racing = await Promise.all(
      [0, 1, 2, 3].map((offset) =>
        connect({ ...CONNECT, callback_url: 'https://race.test/cb' }, now - offset),
      ),
    );
    expect(racing.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(
      new Set(racing.map((response) => (response.json() as TPluginConnectResponse).data.id)).size,
    ).toBe(1);
    expect(
      (await plugins()).filter((plugin) => plugin.callback_url === 'https://race.test/cb'),
    ).toHaveLength(1);
  });

  it.each([
    [{ ...CONNECT, callback_url: 'ftp://connect.example.com/cb' }, ['callback_url']],
    [{ ...CONNECT, callback_url: 'not a url' }, ['callback_url']],
    [{ ...CONNECT, cms_name: '  ' }, ['cms_name']],
    [{ plugin_version: 7 }, ['callback_url', 'cms_name', 'cms_version', 'plugin_version']],
  ])('refuses an invalid registration with 422 naming the fields (%#)', async (body, fields) => {
    const before = await countRows(server);
    const response = await connect(body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys((response.json() as { errors: object }).errors).sort()).toEqual(fields);
    expect(await countRows(server)).toEqual(before);
  });

  it('marks the plugin a request names as seen, else the most recently connected one', async () => {
    const [drupal, wordpress] = await plugins();
    server.clock.advance(60_000);
    await signedCall(server, site, {
      method: 'GET',
      url: '/plugin/v1/content/unknown',
      headers: { 'X-Vigil-Plugin': String(wordpress?.id) },
    });
    const seen = await plugins();
    const at = (id: unknown) => seen.find((plugin) => plugin.id === id)?.last_seen_at;
    expect(at(wordpress?.id)).toBe('2026-11-21T10:03:00Z');
    expect(at(drupal?.id)).not.toBe('2026-11-21T10:03:00Z');
    server.clock.advance(60_000);
    // The race test's plugin connected last.
    await signedCall(server, site, { method: 'GET', url: '/plugin/v1/content/unknown' });
    const latest = (await plugins()).find(
      (plugin) => plugin.callback_url === 'https://race.test/cb',
    );
    expect(latest?.last_seen_at).toBe('2026-11-21T10:04:00Z');
  });

  it('writes a plugin seen at most once a minute, not on every request', async () => {
    const [, wordpress] = await plugins();
    const seenAt = async () =>
      (await plugins()).find((plugin) => plugin.id === wordpress?.id)?.last_seen_at;
    const request = () =>
      signedCall(server, site, {
        method: 'GET',
        url: '/plugin/v1/content/unknown',
        headers: { 'X-Vigil-Plugin': String(wordpress?.id) },
      });
    server.clock.advance(5 * 60_000);
    await request();
    const first = await seenAt();
    expect(first).toBe('2026-11-21T10:09:00Z');
    server.clock.advance(30_000);
    await request();
    expect(await seenAt()).toBe(first);
    server.clock.advance(30_000);
    await request();
    expect(await seenAt()).toBe('2026-11-21T10:10:00Z');
  });
});

describe('POST /api/plugin/v1/connect and the egress policy', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  async function connector(policy: string) {
    const server = await createTestServer({ config: { egress: parseEgressPolicy(policy) } });
    servers.push(server);
    const site = await seedPluginSite(server, 'Egress', 'egress.example.com');
    return (callbackUrl: string) =>
      signedCall(server, site, {
        method: 'POST',
        url: '/plugin/v1/connect',
        body: { ...CONNECT, callback_url: callbackUrl },
      });
  }

  const refused = {
    message: PLUGIN_MESSAGES.callbackAddressNotAllowed,
    errors: { callback_url: [PLUGIN_MESSAGES.callbackAddressNotAllowed] },
  };

  it('refuses a loopback callback URL by default, and takes a name, checked at delivery', async () => {
    expect(PUBLIC_ONLY).toEqual(parseEgressPolicy('public'));
    const connect = await connector('public');
    for (const url of [
      'http://127.0.0.1:3001/vigil/callback',
      'http://[::ffff:127.0.0.1]/vigil/callback',
      'http://[::1]/vigil/callback',
      'http://2130706433/vigil/callback',
      'http://localhost:3001/vigil/callback',
      'http://10.0.0.5/vigil/callback',
    ]) {
      const response = await connect(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json(), url).toEqual(refused);
    }
    expect((await connect('https://blog.example.com/vigil/callback')).statusCode).toBe(200);
  });

  it('takes loopback when the policy names it, never a metadata address', async () => {
    const connect = await connector('public,loopback,private');
    expect((await connect('http://localhost:3001/vigil/callback')).statusCode).toBe(200);
    expect((await connect('http://10.0.0.5/vigil/callback')).statusCode).toBe(200);
    for (const url of ['http://169.254.169.254/cb', 'http://[::ffff:a9fe:a9fe]/cb']) {
      const response = await connect(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json(), url).toEqual(refused);
    }
  });
});
