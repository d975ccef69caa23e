/**
 * The top authors' short cut (decision 0150) on a history shaped like a real site's: a few
 * authors unpublished often, many once, and an author whose domain was deleted. The leaders
 * settle the list when their bound allows and give the plain counts' list; when the lists are
 * too short to settle it, the chart still answers from every row.
 */
import { ROLES, TOP_LIST_LENGTH } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { call } from '../users/users-test-kit';
import { dashboardChart } from './dashboard-charts';
import { dashboardScope } from './dashboard-scope';
import { historyWriter, seedDashboardSite, type DashboardSite } from './dashboard-test-kit';
import { topAuthorsFromLeaders } from './top-authors';

const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 1, 3);
const range = { from: '2026-01-28', to: '2026-03-04' };

describe('the top authors from the leaders of each period', () => {
  let server: TestServer;
  let site: DashboardSite;

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedDashboardSite(server, 'Authors');
    const write = historyWriter(server, site.tenantId);
    const unpublish = async (author: string, domainIndex: number, at: number) => {
      const domain = site.domains[domainIndex];
      if (!domain) throw new Error('no domain');
      const report = await write.submit(new Date(at), domain, 'text', author);
      const scored = await write.scan(new Date(at + 60_000), report, 'AUTO_UNPUBLISHED', {
        topCategoryId: 'text-hate',
        scores: { 'text-hate': 95 },
        scannerIds: '1',
        extractorIds: 'html-text',
      });
      expect(scored).toBe(true);
    };
    // Twelve repeat offenders (36, 33, … 3 items) over February; the range runs over its ends.
    for (let rank = 0; rank < 12; rank += 1) {
      const items = (12 - rank) * 3;
      for (let item = 0; item < items; item += 1) {
        await unpublish(`lead-${rank}`, rank % 2, START + ((item * 7 + rank) % 25) * DAY_MS);
      }
    }
    for (let once = 0; once < 15; once += 1) {
      await unpublish(`once-${once}`, once % 2, START + once * DAY_MS);
    }
    // An offender of the third domain, which is then deleted: one "Deleted domains" entry.
    for (let item = 0; item < 20; item += 1) {
      await unpublish('gone', 2, START + item * DAY_MS);
    }
    const domain = site.domains[2];
    const deleted = await call(server, site.people.admin, 'DELETE', `/domains/${domain?.id}`);
    expect(deleted.statusCode).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  const admin = () => ({
    tenantId: site.tenantId,
    userId: site.people.admin.id,
    roleId: ROLES.administrator,
  });

  it('settles the list when the tenth author has more than anyone unlisted can', async () => {
    const scope = await dashboardScope(server.ctx, admin());
    const plain = await dashboardChart(
      server.ctx,
      admin(),
      'top-authors-unpublished',
      range,
      'plain',
    );
    expect(plain).toHaveLength(TOP_LIST_LENGTH);
    expect(plain).toContainEqual({ username: 'gone', domain: 'Deleted domains', count: 20 });
    const leaders = await server.ctx.services.reports.readRollupLeaders(
      { tenantId: site.tenantId, kind: 'authors', ...range, domainIds: null },
      12,
    );
    // Lists of twelve a period leave pairs out (the bound is February's twelfth, lead-11's
    // 6): the tenth, lead-8's 12, still has more than anyone left out can.
    expect(leaders.bound).toBe(6);
    expect(await topAuthorsFromLeaders(server.ctx, scope, range, 12)).toEqual(plain);
    expect(
      await dashboardChart(server.ctx, admin(), 'top-authors-unpublished', range, 'rollups'),
    ).toEqual(plain);
  });

  it('declines to settle on lists too short, and the chart reads every row instead', async () => {
    const scope = await dashboardScope(server.ctx, admin());
    expect(await topAuthorsFromLeaders(server.ctx, scope, range, 1)).toBeUndefined();
    const plain = await dashboardChart(
      server.ctx,
      admin(),
      'top-authors-unpublished',
      range,
      'plain',
    );
    expect(
      await dashboardChart(server.ctx, admin(), 'top-authors-unpublished', range, 'rollups'),
    ).toEqual(plain);
  });

  it('counts only the domains open to a limited moderator', async () => {
    const limited = {
      tenantId: site.tenantId,
      userId: site.people.limited.id,
      roleId: ROLES.moderator,
    };
    const chart = await dashboardChart(
      server.ctx,
      limited,
      'top-authors-unpublished',
      range,
      'rollups',
    );
    expect(chart.length).toBeGreaterThan(0);
    expect(new Set(chart.map((entry) => ('domain' in entry ? entry.domain : '')))).toEqual(
      new Set([site.domains[0]?.name]),
    );
    expect(chart).toEqual(
      await dashboardChart(server.ctx, limited, 'top-authors-unpublished', range, 'plain'),
    );
  });
});
