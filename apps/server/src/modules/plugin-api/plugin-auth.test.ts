import {
  PLUGIN_HEADERS,
  PLUGIN_MESSAGES,
  PLUGIN_SIGNATURE_MAX_AGE_SECONDS,
  unixSeconds,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { call } from '../users/users-test-kit';
import {
  CONNECT,
  countRows,
  connectPlugin,
  seedPluginSite,
  sign,
  signedCall,
  submit,
  textItem,
  type PluginSite,
  type SignedCall,
} from './plugin-api-test-kit';

describe('plugin API authentication', () => {
  let server: TestServer;
  let site: PluginSite;
  let firstSecret = '';

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedPluginSite(server, 'Signers', 'signers.example.com');
    firstSecret = site.secretKey;
    await connectPlugin(server, site);
  });
  afterAll(async () => {
    await server.close();
  });

  /** A refused submission: the status, the message, and not one row written. */
  async function expectRefused(
    send: () => Promise<{ statusCode: number; json: () => unknown }>,
    status: number,
    message: string,
  ) {
    const before = await countRows(server);
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
    expect(await countRows(server)).toEqual(before);
  }

  const content = (overrides: Partial<SignedCall>) =>
    signedCall(server, site, {
      method: 'POST',
      url: '/plugin/v1/content',
      body: textItem(site),
      ...overrides,
    });

  it('accepts a correctly signed request without any Origin, cookie or tenant header', async () => {
    const response = await submit(server, site, textItem(site, { cms_meta: { id: 'auth-ok' } }));
    expect(response.statusCode).toBe(202);
  });

  it.each([PLUGIN_HEADERS.accessKey, PLUGIN_HEADERS.timestamp, PLUGIN_HEADERS.signature])(
    'refuses a request without %s (401)',
    async (name) => {
      await expectRefused(
        () => content({ headers: { [name]: '' } }),
        401,
        PLUGIN_MESSAGES.missingHeaders,
      );
    },
  );

  it('refuses an unknown access key (401)', async () => {
    await expectRefused(
      () => content({ headers: { [PLUGIN_HEADERS.accessKey]: 'vk_nobodyhasthiskey000000' } }),
      401,
      PLUGIN_MESSAGES.unknownKey,
    );
  });

  it.each(['soon', '1.5', '-3', '0x10', '2026-11-21T09:00:00Z'])(
    'refuses a timestamp that is not Unix seconds (%s)',
    async (timestamp) => {
      await expectRefused(() => content({ timestamp }), 401, PLUGIN_MESSAGES.badTimestamp);
    },
  );

  it('refuses stale and future timestamps beyond the window, accepts them at its edge', async () => {
    const now = unixSeconds(server.clock.now());
    for (const timestamp of [
      now - PLUGIN_SIGNATURE_MAX_AGE_SECONDS - 1,
      now + PLUGIN_SIGNATURE_MAX_AGE_SECONDS + 1,
    ]) {
      await expectRefused(() => content({ timestamp }), 401, PLUGIN_MESSAGES.staleTimestamp);
    }
    const edge = await signedCall(server, site, {
      method: 'POST',
      url: '/plugin/v1/content',
      body: textItem(site, { cms_meta: { id: 'edge' } }),
      timestamp: now - PLUGIN_SIGNATURE_MAX_AGE_SECONDS,
    });
    expect(edge.statusCode).toBe(202);
  });

  it('refuses a request that was signed once and then moved by the server clock', async () => {
    const timestamp = unixSeconds(server.clock.now());
    server.clock.advance((PLUGIN_SIGNATURE_MAX_AGE_SECONDS + 5) * 1000);
    try {
      await expectRefused(() => content({ timestamp }), 401, PLUGIN_MESSAGES.staleTimestamp);
    } finally {
      server.clock.advance(-(PLUGIN_SIGNATURE_MAX_AGE_SECONDS + 5) * 1000);
    }
  });

  it('refuses a wrong signature: another secret, another body, path, method or timestamp', async () => {
    const item = textItem(site, { cms_meta: { id: 'tampered' } });
    const body = JSON.stringify(item);
    const path = '/api/plugin/v1/content';
    const now = unixSeconds(server.clock.now());
    const wrong = [
      sign('vs_not-the-secret', now, 'POST', path, body),
      sign(site.secretKey, now, 'POST', path, body.replace('gardening', 'gardenin')),
      sign(site.secretKey, now, 'POST', '/api/plugin/v1/connect', body),
      sign(site.secretKey, now, 'PUT', path, body),
      sign(site.secretKey, now - 1, 'POST', path, body),
      'not hex at all',
      '',
    ];
    for (const signature of wrong.filter((value) => value !== '')) {
      await expectRefused(
        () => content({ body, headers: { [PLUGIN_HEADERS.signature]: signature } }),
        401,
        PLUGIN_MESSAGES.badSignature,
      );
    }
  });

  it('checks the signature before the body: a wrongly signed invalid body is a 401', async () => {
    await expectRefused(
      () =>
        content({
          body: '{not json',
          headers: { [PLUGIN_HEADERS.signature]: 'a'.repeat(64) },
        }),
      401,
      PLUGIN_MESSAGES.badSignature,
    );
    await expectRefused(
      () => content({ body: { nothing: 'valid' }, secretKey: 'vs_wrong' }),
      401,
      PLUGIN_MESSAGES.badSignature,
    );
  });

  it('accepts each signature once: a replay is a 401, even in upper case', async () => {
    const timestamp = unixSeconds(server.clock.now());
    const item = textItem(site, { cms_meta: { id: 'replayed' } });
    const body = JSON.stringify(item);
    const signature = sign(site.secretKey, timestamp, 'POST', '/api/plugin/v1/content', body);
    const first = await content({
      body,
      timestamp,
      headers: { [PLUGIN_HEADERS.signature]: signature },
    });
    expect(first.statusCode).toBe(202);
    await expectRefused(
      () => content({ body, timestamp, headers: { [PLUGIN_HEADERS.signature]: signature } }),
      401,
      PLUGIN_MESSAGES.replayed,
    );
    await expectRefused(
      () =>
        content({
          body,
          timestamp,
          headers: { [PLUGIN_HEADERS.signature]: signature.toUpperCase() },
        }),
      401,
      PLUGIN_MESSAGES.replayed,
    );
  });

  it('forgets used signatures once they are stale anyway', async () => {
    const { db } = server.ctx.database;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('plugin_request_signatures')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBeGreaterThan(0);
    server.clock.advance(60 * 60_000);
    const later = await submit(server, site, textItem(site, { cms_meta: { id: 'an-hour-later' } }));
    expect(later.statusCode).toBe(202);
    expect(await count()).toBe(1);
  });

  it('answers 403 for a disabled domain, only to a caller that signed correctly', async () => {
    const toggle = (enabled: boolean) =>
      call(server, site.admin, 'PUT', `/domains/${site.domain.id}`, { enabled });
    expect((await toggle(false)).statusCode).toBe(200);
    try {
      await expectRefused(
        () => submit(server, site, textItem(site, { cms_meta: { id: 'while-disabled' } })),
        403,
        PLUGIN_MESSAGES.domainDisabled,
      );
      await expectRefused(
        () => content({ secretKey: 'vs_wrong' }),
        401,
        PLUGIN_MESSAGES.badSignature,
      );
    } finally {
      expect((await toggle(true)).statusCode).toBe(200);
    }
  });

  it('refuses the old key after the key pair is regenerated', async () => {
    const old = { ...site };
    const regenerated = await call(server, site.admin, 'PUT', `/domains/${site.domain.id}/key`);
    expect(regenerated.statusCode).toBe(200);
    const key = regenerated.json() as { access_key: string; secret_key: string };
    site.accessKey = key.access_key;
    site.secretKey = key.secret_key;
    await expectRefused(
      () => submit(server, old, textItem(site, { cms_meta: { id: 'old-key' } })),
      401,
      PLUGIN_MESSAGES.unknownKey,
    );
    expect(
      (await submit(server, site, textItem(site, { cms_meta: { id: 'new-key' } }))).statusCode,
    ).toBe(202);
  });

  it('signs the path as sent, query and percent-encoding included', async () => {
    const response = await signedCall(server, site, {
      method: 'GET',
      url: '/plugin/v1/content/no%20such%20id?verbose=1',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PLUGIN_MESSAGES.contentNotFound });
  });

  it('needs no Origin check for plugins, while console writes keep theirs', async () => {
    const plugin = await submit(server, site, textItem(site, { cms_meta: { id: 'no-origin' } }));
    expect(plugin.statusCode).toBe(202);
    const forged = await server.app.inject({
      method: 'POST',
      url: '/api/domains',
      headers: { ...site.admin.headers, origin: 'https://evil.example' },
      payload: { name: 'forged.example.com', description: 'x' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('does not accept a console session in place of a signature', async () => {
    await expectRefused(
      () =>
        server.app.inject({
          method: 'POST',
          url: '/api/plugin/v1/connect',
          headers: { ...site.admin.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(CONNECT),
        }),
      401,
      PLUGIN_MESSAGES.missingHeaders,
    );
  });

  it('never writes a secret key or a signature header into a log line', async () => {
    const logs = server.logs.join('\n');
    expect(logs).not.toContain(firstSecret);
    expect(logs).not.toContain(site.secretKey);
    expect(logs.toLowerCase()).not.toContain('x-vigil-signature');
  });
});
