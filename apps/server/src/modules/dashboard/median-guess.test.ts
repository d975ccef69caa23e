/**
 * Decision 0187: the stats read the buckets of the group the median fell in last time beside
 * their other reads. When the middle item moves to another group between two requests for the
 * same range, the answer must still be the plain median over every bucket; when it stays, the
 * guessed read is the one used.
 */
import { ROLES, type TDateRangeQuery } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import type { ReportViewer } from '../reports/reports.service';
import { dashboardStats } from './dashboard-stats';
import { historyWriter, seedDashboardSite, type DashboardSite } from './dashboard-test-kit';

const BASE = Date.UTC(2026, 0, 20, 9);
const RANGE: TDateRangeQuery = { from: '2026-01-19', to: '2026-01-21' };
const SCAN = { topCategoryId: null, scores: {}, scannerIds: '', extractorIds: '' };

describe('the median read beside the other stats', () => {
  let server: TestServer;
  let site: DashboardSite;
  let viewer: ReportViewer;

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedDashboardSite(server, 'Median guess');
    viewer = { tenantId: site.tenantId, userId: site.people.admin.id, roleId: ROLES.administrator };
  });
  afterAll(async () => {
    await server.close();
  });

  /** `count` items each decided `seconds` after it was submitted. */
  async function decidedAfter(count: number, seconds: number): Promise<void> {
    const write = historyWriter(server, site.tenantId);
    const domain = { id: site.domains[0]?.id ?? null, name: site.domains[0]?.name ?? '' };
    for (let index = 0; index < count; index += 1) {
      const report = await write.submit(new Date(BASE), domain, 'text', 'ann');
      await write.scan(new Date(BASE + seconds * 1000), report, 'CLEAN', SCAN);
    }
  }

  const both = async () => ({
    rollups: await dashboardStats(server.ctx, viewer, RANGE, 'rollups'),
    plain: await dashboardStats(server.ctx, viewer, RANGE, 'plain'),
  });

  it('answers the plain median when the middle item moves to another group, and after', async () => {
    await decidedAfter(5, 4);
    const first = await both();
    expect(first.rollups).toEqual(first.plain);
    expect(first.rollups.response_time).toBe(4);

    // Hours-long decisions outnumber the quick ones: the median moves far from its group.
    await decidedAfter(9, 7_200);
    const moved = await both();
    expect(moved.rollups).toEqual(moved.plain);
    expect(moved.rollups.response_time).toBeGreaterThan(3_600);

    // Asked again, the guess is right and the guessed read gives the same answer.
    const again = await both();
    expect(again.rollups).toEqual(again.plain);
    expect(again.rollups.response_time).toBe(moved.rollups.response_time);
  });
});
