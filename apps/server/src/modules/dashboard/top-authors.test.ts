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
import type { ReportViewer } from '../reports/reports.service';
import { dashboardChart } from './dashboard-charts';
import { dashboardScope } from './dashboard-scope';
import { historyWriter, seedDashboardSite, type DashboardSite } from './dashboard-test-kit';
import type { FigureSource } from './figure-source';
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
  const chartOf = (viewer: ReportViewer, source: FigureSource) =>
    dashboardChart(server.ctx, viewer, 'top-authors-unpublished', range, source);

  it('settles the list when the tenth author has more than anyone unlisted can', async () => {
    const scope = await dashboardScope(server.ctx, admin());
    const plain = await chartOf(admin(), 'plain');
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
    expect(await chartOf(admin(), 'rollups')).toEqual(plain);
  });

  it('sums only the pairs that can reach the list, and bounds the rest by their most', async () => {
    const leaders = await server.ctx.services.reports.readRollupLeaders(
      { tenantId: site.tenantId, kind: 'authors', ...range, domainIds: null },
      12,
      { limit: TOP_LIST_LENGTH, spread: 1 },
    );
    // February's list of twelve ends at lead-10's 6; the tenth has at least lead-8's 12, so
    // lead-9 (9 at most) and lead-10 (6) cannot reach the list: 9 bounds everyone unsummed.
    expect(leaders.bound).toBe(9);
    expect(leaders.pairs.map((pair) => pair.dim1).sort()).toEqual(
      ['gone', ...Array.from({ length: 9 }, (_, rank) => `lead-${rank}`)].sort(),
    );
    expect(leaders.pairs.find((pair) => pair.dim1 === 'lead-0')?.n).toBe(36);
  });

  it('declines to settle on lists too short, and the chart reads every row instead', async () => {
    const scope = await dashboardScope(server.ctx, admin());
    expect(await topAuthorsFromLeaders(server.ctx, scope, range, 1)).toBeUndefined();
    const plain = await chartOf(admin(), 'plain');
    expect(await chartOf(admin(), 'rollups')).toEqual(plain);
  });

  it('counts only the domains open to a limited moderator', async () => {
    const limited = {
      tenantId: site.tenantId,
      userId: site.people.limited.id,
      roleId: ROLES.moderator,
    };
    const chart = await chartOf(limited, 'rollups');
    expect(chart.length).toBeGreaterThan(0);
    expect(new Set(chart.map((entry) => ('domain' in entry ? entry.domain : '')))).toEqual(
      new Set([site.domains[0]?.name]),
    );
    expect(chart).toEqual(await chartOf(limited, 'plain'));
  });
});
