import {
  PLUGIN_CONTENT_LIMITS,
  PLUGIN_MAX_BODY_BYTES,
  PLUGIN_MESSAGES,
  type TSubmitContentRequest,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import {
  connectPlugin,
  countRows,
  seedPluginSite,
  signedCall,
  submit,
  textItem,
  type PluginSite,
} from './plugin-api-test-kit';

describe('POST /api/plugin/v1/content', () => {
  let server: TestServer;
  let site: PluginSite;
  let pluginId: string;

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedPluginSite(server, 'Submitters', 'submit.example.com');
  });
  afterAll(async () => {
    await server.close();
  });

  const db = () => server.ctx.database.db;
  const item = (overrides: Partial<TSubmitContentRequest> = {}) => textItem(site, overrides);

  async function expectRefused(
    body: object | string,
    status: number,
    expected: { message: string; errors?: Record<string, string[]> },
    extra: { headers?: Record<string, string> } = {},
  ) {
    const before = await countRows(server);
    const response = await signedCall(server, site, {
      method: 'POST',
      url: '/plugin/v1/content',
      body,
      ...extra,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(expected);
    expect(await countRows(server)).toEqual(before);
  }

  it('asks a plugin that has not connected to connect first (409), storing nothing', async () => {
    await expectRefused(item(), 409, { message: PLUGIN_MESSAGES.notConnected });
    pluginId = await connectPlugin(server, site);
  });

  it('stores a text item as a PENDING report with its audit row and scan job, answering 202', async () => {
    const before = await countRows(server);
    const submitted = item({ cms_meta: { id: 'first', type: 'comment', url: 'https://x/1' } });
    const response = await submit(server, site, submitted);
    expect(response.statusCode).toBe(202);
    const { id } = response.json() as { id: string };
    expect(Object.keys(response.json() as object)).toEqual(['id']);
    const report = await db()
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(report).toMatchObject({
      tenant_id: site.tenantId,
      domain_id: site.domain.id,
      plugin_id: pluginId,
      cms_id: 'first',
      username: 'Reader',
      content_type: 'text',
      scheme: 'https',
      domain: 'submit.example.com',
      access_key: site.accessKey,
      content: submitted.content,
      content_url: null,
      artifact_path: null,
      status: 'PENDING',
      version: 1,
      credits_charged: 0,
      submitted_at: server.clock.now().toISOString(),
      decided_at: null,
      scanned_at: null,
    });
    expect(JSON.parse(report.cms_meta)).toEqual(submitted.cms_meta);
    expect(report.content_hash).toMatch(/^[a-f0-9]{64}$/);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('report_id', '=', id)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        tenant_id: site.tenantId,
        action: 'submitted',
        previous_status: null,
        new_status: 'PENDING',
        actor_user_id: null,
      }),
    ]);
    const jobs = await db()
      .selectFrom('jobs')
      .selectAll()
      .where('dedupe_key', '=', `scan:${id}`)
      .execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'scan', tenant_id: site.tenantId, status: 'queued' });
    expect(JSON.parse(jobs[0]?.payload ?? '')).toEqual({ reportId: id, version: 1 });
    expect(await countRows(server)).toEqual({
      ...before,
      reports: before.reports + 1,
      audit_log: before.audit_log + 1,
      jobs: before.jobs + 1,
    });
  });

  it('keeps content with NUL characters, each read as U+FFFD (PostgreSQL cannot store NUL)', async () => {
    const submitted = item({
      content: 'before\u0000after',
      username: 'Rea\u0000der',
      cms_meta: { id: 'with-nul', 'ke\u0000y': 'va\u0000lue' },
    });
    const response = await submit(server, site, submitted);
    expect(response.statusCode).toBe(202);
    const { id } = response.json() as { id: string };
    const report = await db()
      .selectFrom('reports')
      .select(['content', 'username', 'cms_meta'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(report.content).toBe('before\uFFFDafter');
    expect(report.username).toBe('Rea\uFFFDder');
    expect(JSON.parse(report.cms_meta)).toEqual({ id: 'with-nul', 'ke\uFFFDy': 'va\uFFFDlue' });
  });

  it('answers the same id and does nothing else when the same content comes again', async () => {
    const first = await submit(server, site, item({ cms_meta: { id: 'same' } }));
    const before = await countRows(server);
    server.clock.advance(1000);
    const again = await submit(server, site, item({ cms_meta: { id: 'same', type: 'other' } }));
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(server)).toEqual(before);
  });

  it('treats cms_meta.id 42 and "42" as the same item', async () => {
    const numeric = await submit(server, site, item({ cms_meta: { id: 42 } }));
    const text = await submit(server, site, item({ cms_meta: { id: '42' } }));
    expect(text.json()).toEqual(numeric.json());
  });

  it('makes an edit a new version of the same report: PENDING again, old scores gone, rescanned', async () => {
    const first = await submit(server, site, item({ cms_meta: { id: 'edited' } }));
    const { id } = first.json() as { id: string };
    // What the scan job would have left: a decision, scores, a finished job.
    await db()
      .updateTable('reports')
      .set({
        status: 'CLEAN',
        decision_source: 'automated',
        top_score: 10,
        top_category_id: 'text-spam',
      })
      .where('id', '=', id)
      .execute();
    await db()
      .insertInto('report_scores')
      .values({ report_id: id, tenant_id: site.tenantId, category_id: 'text-spam', score: 10 })
      .execute();
    await db()
      .updateTable('jobs')
      .set({ status: 'done' })
      .where('dedupe_key', '=', `scan:${id}`)
      .execute();

    server.clock.advance(60_000);
    const edited = await submit(
      server,
      site,
      item({ cms_meta: { id: 'edited' }, content: 'Edited words.' }),
    );
    expect(edited.statusCode).toBe(202);
    expect(edited.json()).toEqual({ id });
    const report = await db()
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(report).toMatchObject({
      version: 2,
      status: 'PENDING',
      content: 'Edited words.',
      decision_source: null,
      top_score: null,
      top_category_id: null,
      submitted_at: server.clock.now().toISOString(),
    });
    expect(
      await db().selectFrom('report_scores').select('score').where('report_id', '=', id).execute(),
    ).toEqual([]);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'previous_status', 'new_status'])
      .where('report_id', '=', id)
      .orderBy('created_at')
      .execute();
    expect(audit).toEqual([
      { action: 'submitted', previous_status: null, new_status: 'PENDING' },
      { action: 'resubmitted', previous_status: 'CLEAN', new_status: 'PENDING' },
    ]);
    const jobs = await db()
      .selectFrom('jobs')
      .select(['status', 'payload'])
      .where('dedupe_key', '=', `scan:${id}`)
      .orderBy('created_at')
      .execute();
    expect(jobs.map((job) => [job.status, JSON.parse(job.payload) as unknown])).toEqual([
      ['done', { reportId: id, version: 1 }],
      ['queued', { reportId: id, version: 2 }],
    ]);
  });

  it('an edit while the first scan is still queued moves that job to the new version', async () => {
    const { id } = (
      await submit(server, site, item({ cms_meta: { id: 'quick-edit' } }))
    ).json() as { id: string };
    await submit(
      server,
      site,
      item({ cms_meta: { id: 'quick-edit' }, content: 'Second thoughts.' }),
    );
    const jobs = await db()
      .selectFrom('jobs')
      .select('payload')
      .where('dedupe_key', '=', `scan:${id}`)
      .execute();
    expect(jobs.map((job) => JSON.parse(job.payload) as unknown)).toEqual([
      { reportId: id, version: 2 },
    ]);
  });

  it('stores one report when copies of a new item race, and counts racing edits as versions', async () => {
    // Each copy signed at another second: identical signatures would be refused as replays.
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const copies = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        signedCall(server, site, {
          method: 'POST',
          url: '/plugin/v1/content',
          body: item({ cms_meta: { id: 'racing' } }),
          timestamp: now - index,
        }),
      ),
    );
    const ids = new Set(copies.map((response) => (response.json() as { id: string }).id));
    expect(copies.every((response) => response.statusCode === 202)).toBe(true);
    expect(ids.size).toBe(1);
    const [id = ''] = [...ids];
    const edits = await Promise.all(
      ['one', 'two', 'three'].map((word) =>
        submit(server, site, item({ cms_meta: { id: 'racing' }, content: `Edit ${word}` })),
      ),
    );
    expect(edits.map((response) => response.json())).toEqual([{ id }, { id }, { id }]);
    const report = await db()
      .selectFrom('reports')
      .select('version')
      .where('cms_id', '=', 'racing')
      .execute();
    expect(report).toEqual([{ version: 4 }]);
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('report_id', '=', id)
      .execute();
    expect(audit).toHaveLength(4);
  });

  it('shares commits between submissions arriving together, and leaves roll-ups that need no repair (decision 0200)', async () => {
    // Earlier tests here write some rows by hand: start from roll-ups that match the reports.
    await server.ctx.services.reports.rebuildRollups(site.tenantId);
    const before = server.ctx.groupCommit.stats();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        // Twenty items, each sent twice with other words: new reports and edits in one batch.
        submit(
          server,
          site,
          item({ cms_meta: { id: `grouped-${index % 20}` }, content: `Words ${index}` }),
        ),
      ),
    );
    expect(answers.every((response) => response.statusCode === 202)).toBe(true);
    const after = server.ctx.groupCommit.stats();
    // Each submission is two grouped writes at least (its signature and its report; a copy
    // that lost the race to create its report tries again as an edit).
    const writes = after.writes - before.writes + after.retriedAlone - before.retriedAlone;
    expect(writes).toBeGreaterThanOrEqual(80);
    expect(after.batches - before.batches).toBeLessThan(40);
    const versions = await db()
      .selectFrom('reports')
      .select(['cms_id', 'version'])
      .where('cms_id', 'like', 'grouped-%')
      .execute();
    expect(versions.length).toBe(20);
    expect(versions.every((row) => row.version === 2)).toBe(true);
    const [rebuilt] = await server.ctx.services.reports.rebuildRollups(site.tenantId);
    expect(rebuilt?.drifted).toBe(0);
  });

  it('keeps the same CMS id apart in two domains of the tenant', async () => {
    const other = await seedPluginSite(server, 'Submitters Two', 'other-submit.example.com');
    await connectPlugin(server, other);
    const here = await submit(server, site, item({ cms_meta: { id: 'shared' } }));
    const there = await submit(server, other, textItem(other, { cms_meta: { id: 'shared' } }));
    expect(there.statusCode).toBe(202);
    expect(there.json()).not.toEqual(here.json());
  });

  it.each([
    ['a subdomain', 'blog.submit.example.com', 'blog.submit.example.com'],
    ['upper case with a trailing dot', 'SUBMIT.Example.com.', 'submit.example.com'],
    ['a port', 'submit.example.com:8080', 'submit.example.com:8080'],
  ])('accepts %s as the domain', async (_what, domain, stored) => {
    const response = await submit(
      server,
      site,
      item({ cms_meta: { id: `host-${domain}` }, domain }),
    );
    expect(response.statusCode).toBe(202);
    const { id } = response.json() as { id: string };
    const row = await db()
      .selectFrom('reports')
      .select('domain')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.domain).toBe(stored);
  });

  it.each([
    'example.com',
    'notsubmit.example.com',
    'submit.example.com.evil.test',
    'other-submit.example.com',
  ])('refuses content filed under another domain (%s) with 422', async (domain) => {
    await expectRefused(item({ cms_meta: { id: 'elsewhere' }, domain }), 422, {
      message: PLUGIN_MESSAGES.wrongDomain,
      errors: { domain: [PLUGIN_MESSAGES.wrongDomain] },
    });
  });

  it.each([
    '.submit.example.com',
    'a..submit.example.com',
    'submit.example.com..',
    '-a.submit.example.com',
    'a-.submit.example.com',
    'a_b.submit.example.com',
    `${'a'.repeat(64)}.submit.example.com`,
    'blog .submit.example.com',
    'submit.example.com:0',
    'submit.example.com:70000',
    'submit.example.com:',
  ])('refuses %s, which is not a host name, with 422 and stores nothing', async (domain) => {
    await expectRefused(item({ cms_meta: { id: 'malformed-host' }, domain }), 422, {
      message: PLUGIN_MESSAGES.invalidDomain,
      errors: { domain: [PLUGIN_MESSAGES.invalidDomain] },
    });
  });

  it('validates the body with the contract: 422 naming each field', async () => {
    const before = await countRows(server);
    const response = await submit(server, site, { content_type: 'poem', scheme: 'ftp' });
    expect(response.statusCode).toBe(422);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(
      ['cms_meta', 'content', 'content_type', 'domain', 'scheme', 'username'].sort(),
    );
    expect(await countRows(server)).toEqual(before);
    await expectRefused(item({ cms_meta: { id: '' } }), 422, {
      message: expect.any(String) as string,
      errors: { 'cms_meta.id': expect.any(Array) as string[] },
    });
  });

  it('answers 422 for a body that is not JSON, and 415 for one that is not sent as JSON', async () => {
    await expectRefused('{"cms_meta": ', 422, { message: PLUGIN_MESSAGES.invalidJson });
    await expectRefused('', 422, { message: PLUGIN_MESSAGES.invalidJson });
    await expectRefused(
      JSON.stringify(item()),
      415,
      { message: PLUGIN_MESSAGES.jsonOnly },
      {
        headers: { 'content-type': 'text/plain' },
      },
    );
    // Without any content type at all.
    await expectRefused(
      JSON.stringify(item()),
      415,
      { message: PLUGIN_MESSAGES.jsonOnly },
      {
        headers: { 'content-type': '' },
      },
    );
    await expectRefused(
      'cms_meta=1',
      415,
      { message: PLUGIN_MESSAGES.jsonOnly },
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
  });

  it('measures text in UTF-8 bytes: 413 past the limit, accepted at it', async () => {
    const limit = PLUGIN_CONTENT_LIMITS.textBytes;
    // 'é' is two bytes: fewer characters than the limit, more bytes.
    await expectRefused(
      item({ cms_meta: { id: 'long' }, content: 'é'.repeat(limit / 2 + 1) }),
      413,
      {
        message: PLUGIN_MESSAGES.textTooLarge,
      },
    );
    const atLimit = await submit(
      server,
      site,
      item({ cms_meta: { id: 'long' }, content: 'é'.repeat(limit / 2) }),
    );
    expect(atLimit.statusCode).toBe(202);
  });

  it('refuses a body over the plugin API limit with 413, and the console keeps its 1 MB', async () => {
    const huge = JSON.stringify(item({ content: 'x'.repeat(PLUGIN_MAX_BODY_BYTES) }));
    await expectRefused(huge, 413, { message: PLUGIN_MESSAGES.bodyTooLarge });
    const console = await server.app.inject({
      method: 'POST',
      url: '/api/domains',
      headers: { ...site.admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'big.example.com',
        description: 'x'.repeat(2 * 1024 * 1024),
      }),
    });
    expect(console.statusCode).toBe(413);
  });

  it('attributes a submission to the plugin named in X-Vigil-Plugin', async () => {
    const second = await connectPlugin(server, site, 'http://127.0.0.1:9/second');
    const named = await signedCall(server, site, {
      method: 'POST',
      url: '/plugin/v1/content',
      body: item({ cms_meta: { id: 'from-first' } }),
      headers: { 'X-Vigil-Plugin': pluginId },
    });
    const unnamed = await submit(server, site, item({ cms_meta: { id: 'from-latest' } }));
    const pluginOf = async (id: string) =>
      (
        await db()
          .selectFrom('reports')
          .select('plugin_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).plugin_id;
    expect(await pluginOf((named.json() as { id: string }).id)).toBe(pluginId);
    expect(await pluginOf((unnamed.json() as { id: string }).id)).toBe(second);
  });
});
