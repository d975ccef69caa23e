import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  sessionCookieFrom,
  sessionHeaders,
  type TestServer,
} from '../test/test-server';
import {
  DEMO_DELETED_DOMAIN,
  DEMO_DOMAINS,
  DEMO_EXTRACTOR_IDS,
  DEMO_SCANNER_IDS,
  DEMO_SITE_DOMAIN,
  DEMO_TENANT_NAME,
  seedDemoIfEmpty,
} from './demo-seed';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people';
import { loadDomainSetup } from '../modules/engine/domain-setup.queries';
import { DEMO_BACKLOG_SIZE } from './demo-history-plan';
import { scanHistoryItem } from './demo-history-scan';
import { OFFENSIVE_COMMENTS, REVIEW_COMMENTS } from './demo-history-samples';
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

// One demo server for the whole file: seeding a year of history takes seconds, and every
// test here only reads it (the restart tests last, as they seed again).
let server: TestServer;
let tenantId: string;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  const tenant = await server.ctx.database.db
    .selectFrom('tenants')
    .select('id')
    .executeTakeFirstOrThrow();
  tenantId = tenant.id;
  // About a minute on SQLite; on PostgreSQL on a busy two-core machine the year of history and
  // its roll-ups (Analytics' kinds included, decision 0170) took over two.
}, 600_000);
afterAll(async () => {
  await server?.close();
});

describe('the demo tenant', () => {
  it.each(DEMO_PEOPLE.map((person) => [person.email, person.roleId]))(
    'lets %s sign in with the README password',
    async (email, roleId) => {
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
    },
  );
});

describe('the demo domains', () => {
  let headers: Record<string, string>;
  let domains: Array<{ id: string; name: string }>;
  beforeAll(async () => {
    headers = await adminHeaders(server);
    const list = await server.app.inject({ method: 'GET', url: '/api/domains', headers });
    domains = list.json().data;
  });

  it('gives the demo tenant its domains with the built-in scanners and extractors enabled', async () => {
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

  it('gives every domain an API key, as its plugin has', async () => {
    for (const domain of domains) {
      const key = await server.app.inject({
        method: 'GET',
        url: `/api/domains/${domain.id}/key`,
        headers,
      });
      expect(key.json().access_key).toMatch(/^vk_/);
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

describe('the demo history', () => {
  const reports = () =>
    server.ctx.database.db.selectFrom('reports').where('reports.tenant_id', '=', tenantId);
  const distinct = async (column: 'status' | 'content_type' | 'domain') =>
    (await reports().select(column).distinct().execute()).map((row) => row[column]).sort();

  it('holds a year of items, every day of it', async () => {
    const rows = await reports().select('submitted_at').execute();
    expect(rows.length).toBeGreaterThan(6_000);
    expect(rows.length).toBeLessThan(12_000);
    const days = new Set(rows.map((row) => row.submitted_at.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(360);
    const now = server.clock.now().getTime();
    for (const row of rows) {
      expect(Date.parse(row.submitted_at)).toBeLessThanOrEqual(now);
      expect(Date.parse(row.submitted_at)).toBeGreaterThan(now - 366 * 86_400_000);
    }
  });

  it('has every status, every content type and every domain, the deleted one too', async () => {
    expect(await distinct('status')).toEqual(
      [
        'AUTO_UNPUBLISHED',
        'CLEAN',
        'MANUALLY_IGNORED',
        'MANUALLY_UNPUBLISHED',
        'MODERATE',
        'PENDING',
      ].sort(),
    );
    expect(await distinct('content_type')).toEqual(['audio', 'image', 'text', 'video']);
    expect(await distinct('domain')).toEqual(
      [...DEMO_DOMAINS.map((d) => d.name), DEMO_DELETED_DOMAIN.name].sort(),
    );
    const live = await server.ctx.database.db
      .selectFrom('domains')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenantId)
      .execute();
    expect(live.map((domain) => domain.name).sort()).toEqual(DEMO_DOMAINS.map((d) => d.name));
    const byDomain = await reports()
      .select(['domain', 'domain_id'])
      .distinct()
      .orderBy('domain')
      .execute();
    for (const row of byDomain) {
      const domain = live.find((candidate) => candidate.name === row.domain);
      expect(row.domain_id).toBe(domain?.id ?? null);
    }
  });

  it('was decided by at least three moderators and the administrator', async () => {
    const deciders = await reports()
      .innerJoin('users', 'users.id', 'reports.decided_by')
      .where('reports.decision_source', '=', 'human')
      .select(['users.email', 'users.role_id'])
      .distinct()
      .execute();
    expect(deciders.filter((user) => user.role_id === 2).length).toBeGreaterThanOrEqual(3);
    expect(deciders.map((user) => user.email)).toContain(DEMO_ADMIN_EMAIL);
  });

  it('has reversals of automated decisions both ways, and edited items', async () => {
    const audit = server.ctx.database.db.selectFrom('audit_log').where('tenant_id', '=', tenantId);
    const details = (
      await audit.select('detail').where('detail', 'like', 'Reverses%').distinct().execute()
    ).map((row) => row.detail);
    expect(details.sort()).toEqual([
      'Reverses the automated decision (AUTO_UNPUBLISHED)',
      'Reverses the automated decision (CLEAN)',
    ]);
    const edits = await audit.select('report_id').where('action', '=', 'resubmitted').execute();
    expect(edits.length).toBeGreaterThan(10);
    const edited = await reports()
      .select('version')
      .where(
        'id',
        'in',
        edits.map((row) => row.report_id),
      )
      .execute();
    expect(edited.every((row) => row.version === 2)).toBe(true);
  });

  it('leaves the newest items waiting with their scan jobs queued', async () => {
    const pending = await reports().select('id').where('status', '=', 'PENDING').execute();
    expect(pending.length).toBeGreaterThan(0);
    const jobs = await server.ctx.database.db
      .selectFrom('jobs')
      .select('dedupe_key')
      .where('kind', '=', 'scan')
      .execute();
    expect(jobs.map((job) => job.dedupe_key).sort()).toEqual(
      pending.map((report) => `scan:${report.id}`).sort(),
    );
  });

  it('leaves a backlog in the moderator’s queue: the newest review-level lines', async () => {
    const moderator = DEMO_PEOPLE.find((person) => person.roleId === 2);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: moderator?.email, password: DEMO_PASSWORD },
    });
    const queue = await server.app.inject({
      method: 'GET',
      url: '/api/report?status=MODERATE&limit=50',
      headers: sessionHeaders(sessionCookieFrom(login), tenantId),
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const waiting = (queue.json() as { data: { content: string }[] }).data;
    const review = waiting.filter((report) => REVIEW_COMMENTS.includes(report.content));
    expect(review.length).toBeGreaterThanOrEqual(DEMO_BACKLOG_SIZE);
  });

  it('sends every review line to a moderator, and the other offensive lines further', async () => {
    const row = await server.ctx.database.db
      .selectFrom('domains')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('name', '=', DEMO_SITE_DOMAIN)
      .executeTakeFirstOrThrow();
    const setup = await loadDomainSetup(server.ctx.database.db, tenantId, row.id);
    const statusOf = (text: string) =>
      scanHistoryItem(
        { contentType: 'text', text, cmsMeta: { type: 'comment' }, flagged: false, seed: 1 },
        setup,
        new Map(),
      ).status;
    for (const line of REVIEW_COMMENTS) expect(statusOf(line), line).toBe('MODERATE');
    const others = OFFENSIVE_COMMENTS.filter((line) => !REVIEW_COMMENTS.includes(line));
    expect(others.map(statusOf)).toContain('AUTO_UNPUBLISHED');
  });

  it('kept the roll-ups through the reports service: they count every item submitted', async () => {
    const now = server.clock.now();
    const scope = {
      tenantId,
      kinds: ['items'] as const,
      from: new Date(now.getTime() - 366 * 86_400_000).toISOString().slice(0, 10),
      to: now.toISOString().slice(0, 10),
      domainIds: null,
      byDomain: true,
    };
    const totals = await server.ctx.services.reports.readRollupTotals(scope);
    const sum = totals.reduce((total, row) => total + row.n, 0);
    const submitted = await reports()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('submitted_at', '>=', scope.from)
      .executeTakeFirstOrThrow();
    expect(sum).toBe(Number(submitted.n));
    // Every other kind agrees with the same sums counted from the reports themselves.
    const kinds = [
      'items',
      'artifacts',
      'decisions',
      'authors',
      'response',
      'categories',
      'scanners',
      'extractors',
    ] as const;
    const byKind = (rows: Array<{ kind: string; n: number }>) => {
      const sums = new Map<string, number>();
      for (const row of rows) sums.set(row.kind, (sums.get(row.kind) ?? 0) + row.n);
      return Object.fromEntries([...sums].sort());
    };
    const all = { ...scope, kinds };
    expect(byKind(await server.ctx.services.reports.readRollupTotals(all))).toEqual(
      byKind(await server.ctx.services.reports.readPlainTotals(all)),
    );
  });

  it('has the final transparency report of every past month of its history', async () => {
    const { db } = server.ctx.database;
    const months = await db
      .selectFrom('transparency_reports')
      .select(['month', 'status', 'generated_by', 'csv', 'sha256'])
      .where('tenant_id', '=', tenantId)
      .orderBy('month')
      .execute();
    const first = await reports()
      .select((eb) => eb.fn.min('submitted_at').as('first'))
      .executeTakeFirstOrThrow();
    const current = server.clock.now().toISOString().slice(0, 7);
    const expected: string[] = [];
    for (
      let month = String(first.first).slice(0, 7);
      month < current;
      month = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1))
        .toISOString()
        .slice(0, 7)
    ) {
      expected.push(month);
    }
    expect(expected.length).toBeGreaterThanOrEqual(12);
    expect(months.map((row) => row.month)).toEqual(expected);
    for (const row of months) {
      expect(row).toMatchObject({ status: 'final', generated_by: null });
      expect(createHash('sha256').update(row.csv, 'utf8').digest('hex')).toBe(row.sha256);
    }
  });

  it('stores the media of image, video and audio items where the console fetches it', async () => {
    const headers = await adminHeaders(server);
    for (const type of ['image', 'video', 'audio']) {
      const report = await reports()
        .select(['artifact_path', 'artifact_mime'])
        .where('content_type', '=', type)
        .where('domain_id', 'is not', null)
        .executeTakeFirstOrThrow();
      const answer = await server.app.inject({
        method: 'GET',
        url: `/api/artifact?path=${encodeURIComponent(report.artifact_path ?? '')}`,
        headers,
      });
      expect(answer.statusCode).toBe(200);
      const url = new URL(answer.json().artifact_url as string, 'http://localhost:3000');
      const file = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(report.artifact_mime);
    }
  });
});

describe('restarting the demo', () => {
  it('does not seed a second tenant into a database that has one', async () => {
    const before = await server.ctx.database.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await seedDemoIfEmpty(server.ctx);
    const tenants = await server.ctx.database.db.selectFrom('tenants').select('name').execute();
    expect(tenants).toEqual([{ name: DEMO_TENANT_NAME }]);
    const after = await server.ctx.database.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('writes the same keys again when the file is gone, with the key the console shows', async () => {
    const first = readKeysFile(server);
    fs.rmSync(demoSiteKeysPath(server.dataDir));
    await seedDemoIfEmpty(server.ctx);
    expect(readKeysFile(server)).toEqual(first);
    expect(fs.statSync(demoSiteKeysPath(server.dataDir)).mode & 0o777).toBe(0o600);
  });
});
