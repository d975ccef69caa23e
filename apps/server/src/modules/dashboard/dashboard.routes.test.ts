/**
 * GET /stats and GET /charts/:chartId over HTTP (decision 0141): exact figures for a known
 * history, written by the real plugin API, engine and moderation routes; who sees what; and
 * bad input answered with the documented errors, never a 500.
 */
import {
  CHART_IDS,
  CHART_POINT_SCHEMAS,
  MESSAGES,
  TENANT_NOT_FOUND_MESSAGE,
  ZGetStatsResponseSchema,
  type TStats,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeaders } from '../../test/test-server';
import { createTestServer, type TestServer } from '../../test/test-server';
import type { CallbackReceiver } from '../callbacks/callback-receiver-test-kit';
import { seedDecidingSite, type QueueSite } from '../moderation/moderation-test-kit';
import { seedFiguresHistory } from '../moderation/figures-history-test-kit';
import { listShownCategoryNames } from './dashboard.queries';
import { call, type SignedIn } from '../users/users-test-kit';

describe('the dashboard calls', () => {
  let server: TestServer;
  let site: QueueSite;
  let receiver: CallbackReceiver;
  let today = '';

  const stats = async (who: SignedIn, from = today, to = today): Promise<TStats> => {
    const response = await call(server, who, 'GET', `/stats/?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return ZGetStatsResponseSchema.parse(response.json()).data;
  };
  const chart = async (who: SignedIn, id: string, from = today, to = today) => {
    const response = await call(server, who, 'GET', `/charts/${id}?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: unknown[] }).data;
  };

  beforeAll(async () => {
    server = await createTestServer();
    ({ site, receiver } = await seedFiguresHistory(server, '/vigil/callback?site=figures'));
    today = server.clock.now().toISOString().slice(0, 10);
  });
  afterAll(async () => {
    await receiver.stop();
    await server.close();
  });

  it('counts what happened, as the contract defines each figure', async () => {
    const figures = await stats(site.admin);
    expect(figures).toMatchObject({
      total: 6,
      bot_reject: 2,
      human_reject: 1,
      human_ignore: 1,
      domains: 2,
      total_domains: 2,
      plan_name: 'Starter',
      total_credits: 10_000,
      total_artifacts: 0,
    });
    expect(figures.remaining_credits).toBeLessThanOrEqual(10_000);
    // Final at the scan: 14, 13 and 11 s after submission; by a person 105 and 100 s after,
    // both read as the 60–119 s bucket; the one still waiting has no answer yet. Median: 14 s.
    expect(figures.response_time).toBe(14);
    expect(figures.top_categories).toEqual([
      { id: 'text-profanity', name: expect.any(String), count: 1 },
    ]);
  });

  it('answers every chart in its contract shape, with and without the trailing slash', async () => {
    for (const id of CHART_IDS) {
      const data = await chart(site.admin, id);
      expect(data.length, id).toBeGreaterThan(0);
      for (const point of data) CHART_POINT_SCHEMAS[id].parse(point);
      const slashed = await call(
        server,
        site.admin,
        'GET',
        `/charts/${id}/?from=${today}&to=${today}`,
      );
      expect(slashed.json()).toEqual({ data });
    }
    expect(await chart(site.admin, 'clean-vs-unpublished')).toEqual([
      { outcome: 'clean', count: 2 },
      { outcome: 'unpublished', count: 3 },
    ]);
    expect(await chart(site.admin, 'top-users-unpublishing')).toEqual([
      { user_id: site.moderator.id, name: expect.any(String), count: 1 },
    ]);
    expect(await chart(site.admin, 'moderation-activity')).toEqual([
      {
        day: today,
        submitted: 6,
        clean: 1,
        auto_unpublished: 2,
        manually_unpublished: 1,
        approved: 1,
        waiting: 1,
      },
    ]);
  });

  it('shows a moderator only the domains open to their groups; viewers see every domain', async () => {
    const limited = await stats(site.colleague);
    expect(limited).toMatchObject({ total: 4, bot_reject: 1, human_reject: 1, human_ignore: 0 });
    expect(limited.total_domains).toBe(1);
    const domains = (await chart(site.colleague, 'top-domains')) as Array<{ name: string }>;
    expect(domains.map((entry) => entry.name)).toEqual(['figures.example.com']);
    expect((await stats(site.viewer)).total).toBe(6);
    expect((await stats(site.moderator)).total).toBe(6);
  });

  it('answers an empty range with zeros and empty charts', async () => {
    const empty = await stats(site.admin, '2020-01-01', '2020-01-31');
    expect(empty).toMatchObject({ total: 0, bot_reject: 0, response_time: 0, domains: 0 });
    expect(empty.top_categories).toEqual([]);
    for (const id of CHART_IDS)
      expect(await chart(site.admin, id, '2020-01-01', '2020-01-31')).toEqual([]);
  });

  it('refuses bad ranges with 422 and the field that is wrong, never a 500', async () => {
    const cases: Array<[string, Record<string, string[]>]> = [
      ['from=2026-02-30&to=2026-03-01', { from: [MESSAGES.invalidQueryDate] }],
      ['from=yesterday&to=2026-03-01', { from: [MESSAGES.invalidQueryDate] }],
      ['from[]=2026-03-01&to=2026-03-01', { from: [expect.any(String)] }],
      ['from=2026-03-01', { to: [expect.any(String)] }],
      ['from=2026-03-02&to=2026-03-01', { from: [MESSAGES.dateRangeReversed] }],
      ['from=2025-01-01&to=2026-03-01', { to: [MESSAGES.dateRangeTooLong] }],
      ['from=2026-03-01&to=2026-03-01%00', { to: [expect.any(String)] }],
    ];
    for (const [query, errors] of cases) {
      for (const path of ['/stats', '/charts/top-domains']) {
        const response = await call(server, site.admin, 'GET', `${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(422);
        expect(response.json(), `${path}?${query}`).toMatchObject({ errors });
      }
    }
  });

  it('names a category two scanners share with its scanner', async () => {
    const names = [...(await listShownCategoryNames(server.ctx.database.db)).values()].map(
      (category) => category.name,
    );
    expect(names).toContain('Nudity · Image');
    expect(names).toContain('Nudity · Video');
    expect(names).toContain('Harassment · Audio');
    expect(names).toContain('Spam');
    expect(new Set(names).size).toBe(names.length);
  });

  it('answers an unknown chart with 404', async () => {
    for (const id of ['nope', 'moderation-activity-x', '%F0%9F%98%80', 'constructor']) {
      const response = await call(
        server,
        site.admin,
        'GET',
        `/charts/${id}?from=${today}&to=${today}`,
      );
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.unknownChart });
    }
  });

  it('never counts another tenant, and refuses another tenant’s header', async () => {
    const other = await seedDecidingSite(server, 'Other Ltd', 'other.example.com', '/vigil/cb');
    try {
      const theirs = await stats(other.site.admin);
      expect(theirs).toMatchObject({ total: 0, total_domains: 1 });
      const crossed = await server.app.inject({
        method: 'GET',
        url: `/api/stats?from=${today}&to=${today}`,
        headers: sessionHeaders(String(other.site.admin.headers.cookie), site.tenantId),
      });
      expect(crossed.statusCode).toBe(401);
      expect(crossed.json()).toEqual({ message: TENANT_NOT_FOUND_MESSAGE });
    } finally {
      await other.receiver.stop();
    }
  });
});
