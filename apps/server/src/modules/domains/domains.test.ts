import { DOMAIN_MESSAGES, MESSAGES, ROLES, type TDomain } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { ADMIN_MODERATOR_VIEWER, call, seedTenant, type SignedIn } from '../users/users-test-kit';
import { addDomain, listDomainsAs } from './domains-test-kit';

describe('domains', () => {
  let server: TestServer;
  let admin: SignedIn;
  let moderator: SignedIn;
  let viewer: SignedIn;
  let otherAdmin: SignedIn;

  beforeAll(async () => {
    server = await createTestServer();
    ({ admin, moderator, viewer } = (
      await seedTenant(server, 'Sites Ltd', 'sites.test', ADMIN_MODERATOR_VIEWER)
    ).users);
    otherAdmin = (await seedTenant(server, 'Other', 'other.test', { admin: ROLES.administrator }))
      .users.admin;
  });
  afterAll(async () => {
    await server.close();
  });

  it('adds a domain, trimmed and lower-cased, enabled, and lists it by name', async () => {
    const response = await call(server, admin, 'POST', '/domains', {
      name: '  Blog.Example.COM ',
      description: '  The blog ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { message: string; data: TDomain };
    expect(body.message).toBe(DOMAIN_MESSAGES.domainCreated);
    expect(body.data).toMatchObject({
      name: 'blog.example.com',
      description: 'The blog',
      enabled: true,
    });
    await addDomain(server, admin, 'alpha.example.com');
    expect((await listDomainsAs(server, admin)).map((domain) => domain.name)).toEqual([
      'alpha.example.com',
      'blog.example.com',
    ]);
  });

  it('stores an IDN in punycode and shows it in Unicode', async () => {
    const domain = await addDomain(server, admin, 'Bücher.Example');
    expect(domain.name).toBe('bücher.example');
    const row = await server.ctx.database.db
      .selectFrom('domains')
      .select('name')
      .where('id', '=', domain.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('xn--bcher-kva.example');
    // The same site in its punycode spelling is the same name.
    const again = await call(server, admin, 'POST', '/domains', {
      name: 'xn--bcher-kva.example',
      description: 'Again',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { name: [DOMAIN_MESSAGES.domainNameTaken] } });
  });

  it('answers each rule with its text', async () => {
    const cases: Array<[object, Record<string, string[]>]> = [
      [
        { name: ' ', description: ' ' },
        {
          name: [MESSAGES.required('Domain name')],
          description: [MESSAGES.required('Description')],
        },
      ],
      [{ name: 'localhost', description: 'x' }, { name: [MESSAGES.invalidDomain] }],
      [{ name: 'https://a.com/', description: 'x' }, { name: [MESSAGES.invalidDomain] }],
      [{ name: 'under_score.com', description: 'x' }, { name: [MESSAGES.invalidDomain] }],
      [{ name: '-lead.com', description: 'x' }, { name: [MESSAGES.invalidDomain] }],
      [{ name: `${'a'.repeat(64)}.com`, description: 'x' }, { name: [MESSAGES.invalidDomain] }],
      [{ name: '10.0.0.1', description: 'x' }, { name: [MESSAGES.invalidDomain] }],
      [
        { name: 'BLOG.example.com', description: 'x' },
        {
          name: [DOMAIN_MESSAGES.domainNameTaken],
        },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await call(server, admin, 'POST', '/domains', payload);
      const label = JSON.stringify(payload);
      expect(response.statusCode, label).toBe(422);
      expect(response.json(), label).toMatchObject({ errors });
    }
  });

  it('lets another tenant add the same name: names are unique per tenant only', async () => {
    const theirs = await addDomain(server, otherAdmin, 'blog.example.com');
    expect(theirs.name).toBe('blog.example.com');
    expect((await listDomainsAs(server, otherAdmin)).map((domain) => domain.id)).toEqual([
      theirs.id,
    ]);
  });

  it('edits the description, refuses a new name, and toggles with enabled only', async () => {
    const domain = await addDomain(server, admin, 'edit.example.com');
    const edited = await call(server, admin, 'PUT', `/domains/${domain.id}`, {
      name: 'EDIT.example.com',
      description: ' New words ',
      enabled: true,
    });
    expect(edited.json()).toEqual({
      message: DOMAIN_MESSAGES.domainUpdated,
      data: { ...domain, description: 'New words' },
    });
    const renamed = await call(server, admin, 'PUT', `/domains/${domain.id}`, {
      name: 'other.example.com',
      description: 'x',
      enabled: true,
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json()).toMatchObject({
      errors: { name: [DOMAIN_MESSAGES.domainNameNotEditable] },
    });
    const disabled = await call(server, admin, 'PUT', `/domains/${domain.id}`, { enabled: false });
    expect(disabled.json()).toEqual({
      message: DOMAIN_MESSAGES.domainDisabled,
      data: { ...domain, description: 'New words', enabled: false },
    });
    const enabled = await call(server, admin, 'PUT', `/domains/${domain.id}`, { enabled: true });
    expect(enabled.json()).toMatchObject({ message: DOMAIN_MESSAGES.domainEnabled });
    const [listed] = (await listDomainsAs(server, admin)).filter((item) => item.id === domain.id);
    expect(listed).toEqual({ ...domain, description: 'New words', enabled: true });
  });

  it('deletes a domain with its key, components, plugins and group links', async () => {
    const domain = await addDomain(server, admin, 'gone.example.com');
    await call(server, admin, 'POST', `/domains/${domain.id}/key`);
    const group = await call(server, admin, 'POST', '/moderation-groups', { name: 'Gone group' });
    const groupId = (group.json() as { data: { id: string } }).data.id;
    await call(server, admin, 'PUT', `/domains/${domain.id}/moderation-groups`, {
      group_ids: [groupId],
    });
    const { db } = server.ctx.database;
    await db
      .insertInto('domain_plugins')
      .values({
        id: 'plugin-gone',
        tenant_id: (
          await db
            .selectFrom('domains')
            .select('tenant_id')
            .where('id', '=', domain.id)
            .executeTakeFirstOrThrow()
        ).tenant_id,
        domain_id: domain.id,
        cms_name: 'WordPress',
        cms_version: '6.5',
        plugin_version: '1.0.0',
        callback_url: null,
        connected_at: '2026-11-21T10:00:00.000Z',
        last_seen_at: null,
        callback_health: null,
      })
      .execute();
    const response = await call(server, admin, 'DELETE', `/domains/${domain.id}`);
    expect(response.json()).toEqual({ message: DOMAIN_MESSAGES.domainDeleted });
    for (const table of [
      'domain_keys',
      'domain_scanners',
      'domain_extractors',
      'domain_plugins',
      'domain_moderation_groups',
    ] as const) {
      const rows = await db
        .selectFrom(table)
        .select('domain_id')
        .where('domain_id', '=', domain.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    expect((await listDomainsAs(server, admin)).map((item) => item.id)).not.toContain(domain.id);
    expect((await call(server, admin, 'DELETE', `/domains/${domain.id}`)).statusCode).toBe(404);
    // The group itself stays; only its link to the deleted domain went.
    expect((await call(server, admin, 'GET', '/moderation-groups')).json()).toMatchObject({
      data: [{ id: groupId, domain_ids: [] }],
    });
  });

  it("never lets one tenant read or change another tenant's domain: 404", async () => {
    const theirs = await addDomain(server, otherAdmin, 'private.other.test');
    const before = await listDomainsAs(server, otherAdmin);
    const attempts: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['PUT', `/domains/${theirs.id}`, { enabled: false }],
      ['PUT', `/domains/${theirs.id}`, { name: theirs.name, description: 'Mine', enabled: true }],
      ['DELETE', `/domains/${theirs.id}`],
      ['GET', `/domains/${theirs.id}/key`],
      ['POST', `/domains/${theirs.id}/key`],
      ['PUT', `/domains/${theirs.id}/key`],
      ['GET', `/domains/${theirs.id}/plugins`],
      ['GET', `/domains/${theirs.id}/settings`],
      ['GET', `/domains/${theirs.id}/moderation-groups`],
      ['PUT', `/domains/${theirs.id}/moderation-groups`, { group_ids: [] }],
      ['POST', `/domains/${theirs.id}/scanners`, { scanner_id: 2 }],
      ['POST', `/domains/${theirs.id}/extractors`, { extractor_id: 'metadata' }],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(server, admin, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await listDomainsAs(server, admin)).map((item) => item.id)).not.toContain(theirs.id);
    expect(await listDomainsAs(server, otherAdmin)).toEqual(before);
    const key = await call(server, otherAdmin, 'GET', `/domains/${theirs.id}/key`);
    expect(key.json()).toEqual({ access_key: null, updated_at: null });
  });

  it('lets moderators read the list, viewers not; changes are for administrators', async () => {
    expect((await call(server, moderator, 'GET', '/domains')).statusCode).toBe(200);
    expect((await call(server, viewer, 'GET', '/domains')).statusCode).toBe(403);
    const payload = { name: 'mod.example.com', description: 'x' };
    expect((await call(server, moderator, 'POST', '/domains', payload)).statusCode).toBe(403);
  });
});
