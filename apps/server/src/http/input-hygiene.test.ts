/**
 * Decision 0124: typed names refuse control and direction characters with a field error, NUL
 * never reaches a query (PostgreSQL cannot hold it), and content a plugin submits is taken as
 * it is — it is what is being moderated.
 */
import { MESSAGES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server';
import { addDomain, type AddedDomain } from '../modules/domains/domains-test-kit';
import {
  CONNECT,
  connectPlugin,
  countRows,
  seedPluginSite,
  signedCall,
  submit,
  textItem,
  type PluginSite,
} from '../modules/plugin-api/plugin-api-test-kit';
import { call } from '../modules/users/users-test-kit';

const RLO = '\u202e';

describe('input hygiene', () => {
  let server: TestServer;
  let site: PluginSite;
  let domain: AddedDomain;

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedPluginSite(server, 'Hygiene', 'hygiene.example.com');
    domain = await addDomain(server, site.admin, 'second.example.com');
  });
  afterAll(async () => {
    await server.close();
  });

  async function expectFieldRefused(
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
    field: string,
    message: string,
  ) {
    const before = await countRows(server);
    const response = await call(server, site.admin, method, url, payload);
    expect(response.statusCode).toBe(422);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(body.errors[field]).toEqual([message]);
    expect(await countRows(server)).toEqual(before);
  }

  it.each([
    ['NUL', 'Ada\u0000', MESSAGES.controlCharacters('Name')],
    ['a line break', 'Ada\r\nBcc: x@evil.test', MESSAGES.controlCharacters('Name')],
    ['an override', `Ada${RLO}nimda`, MESSAGES.directionControls('Name')],
    ['an isolate', 'Ada\u2067x', MESSAGES.directionControls('Name')],
  ])('refuses a user name with %s (422 on name)', async (_what, name, message) => {
    await expectFieldRefused(
      'POST',
      '/users',
      { name, email: 'new@hygiene.test', role_id: 2 },
      'name',
      message,
    );
  });

  it('refuses the names of a new account and its organisation', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Eve\u0000',
        tenant_name: `Acme${RLO}`,
        email: 'eve@register.test',
        password: 'a long enough password 42',
        password_confirmation: 'a long enough password 42',
      },
    });
    expect(response.statusCode).toBe(422);
    expect((response.json() as { errors: object }).errors).toEqual({
      name: [MESSAGES.controlCharacters('Name')],
      tenant_name: [MESSAGES.directionControls('Organisation name')],
    });
  });

  it('refuses group names, domain names and descriptions, rule patterns and engine models', async () => {
    await expectFieldRefused(
      'POST',
      '/moderation-groups',
      { name: 'Night\u0000shift' },
      'name',
      MESSAGES.controlCharacters('Group name'),
    );
    await expectFieldRefused(
      'POST',
      '/domains',
      { name: `shop${RLO}.example.com`, description: 'x' },
      'name',
      MESSAGES.directionControls('Domain name'),
    );
    await expectFieldRefused(
      'POST',
      '/domains',
      { name: 'third.example.com', description: 'About\u0000' },
      'description',
      MESSAGES.controlCharacters('Description'),
    );
    await expectFieldRefused(
      'POST',
      `/domains/${domain.id}/rules`,
      { kind: 'trust', pattern: `admin${RLO}` },
      'pattern',
      MESSAGES.directionControls('Pattern'),
    );
    await expectFieldRefused(
      'PUT',
      '/tenant/moderation-engine',
      {
        enabled: false,
        url: 'https://engine.example.com/v1/moderations',
        model: 'omni\u0000',
        content_types: ['text'],
        timeout_ms: 10_000,
        max_retries: 1,
      },
      'model',
      MESSAGES.controlCharacters('Model'),
    );
  });

  it('keeps line breaks in a domain description, which is typed in a text area', async () => {
    const added = await addDomain(server, site.admin, 'lines.example.com', 'First\nSecond');
    expect(added.description).toBe('First\nSecond');
  });

  it('refuses a plugin whose name holds control or direction characters', async () => {
    const response = await signedCall(server, site, {
      method: 'POST',
      url: '/plugin/v1/connect',
      body: { ...CONNECT, cms_name: `WordPress${RLO}`, plugin_version: '1.0\n2' },
    });
    expect(response.statusCode).toBe(422);
    expect((response.json() as { errors: object }).errors).toEqual({
      cms_name: [MESSAGES.directionControls('cms_name')],
      plugin_version: [MESSAGES.controlCharacters('plugin_version')],
    });
  });

  it('takes submitted content and authors with these characters as they are', async () => {
    await connectPlugin(server, site);
    const content = `Line one\r\nBuy now ${RLO}moc.live\u2066 here`;
    const username = `Reader${RLO}\u2067`;
    const response = await submit(
      server,
      site,
      textItem(site, { cms_meta: { id: 'bidi-1' }, content, username }),
    );
    expect(response.statusCode).toBe(202);
    const { id } = response.json() as { id: string };
    const row = await server.ctx.database.db
      .selectFrom('reports')
      .select(['content', 'username'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ content, username });
  });

  it.each(['/domains/%00', '/domains/%00/settings', '/report/%00/audit', '/users/a%00b'])(
    'answers a path parameter holding NUL (%s) as an unknown path',
    async (url) => {
      const response = await call(server, site.admin, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found' });
    },
  );

  it('answers NUL in a query value or a body id with 422 on that field', async () => {
    const query = await call(server, site.admin, 'GET', '/report?domain=a%00b');
    expect(query.statusCode).toBe(422);
    expect(query.json()).toEqual({
      message: MESSAGES.controlCharacters('domain'),
      errors: { domain: [MESSAGES.controlCharacters('domain')] },
    });
    const body = await call(server, site.admin, 'POST', '/moderation/ignore', { id: 'x\u0000' });
    expect(body.statusCode).toBe(422);
    expect((body.json() as { errors: object }).errors).toEqual({
      id: [MESSAGES.controlCharacters('id')],
    });
  });

  it('answers a plugin asking for content by an id holding NUL with 404', async () => {
    const response = await signedCall(server, site, {
      method: 'GET',
      url: '/plugin/v1/content/%00',
    });
    expect(response.statusCode).toBe(404);
  });
});
