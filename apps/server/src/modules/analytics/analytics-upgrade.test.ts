/**
 * The upgrade to Analytics (decision 0170): the start that applies its migration rebuilds the
 * roll-ups, so reports written before it — scores included — are counted in the new kinds.
 */
import { ROLES } from '@vigil/contract';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations/index';
import { createServer } from '../../server';
import { createTestServer, type TestServer } from '../../test/test-server';
import {
  addDecidingRules,
  seedQueueSite,
  submitText,
  type QueueSite,
} from '../moderation/moderation-test-kit';
import { analyticsDecisions } from './analytics-decisions';
import { analyticsScores } from './analytics-scores';

describe('upgrading to Analytics', () => {
  let server: TestServer;
  let site: QueueSite;

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedQueueSite(server, 'Upgrade Analytics Ltd', 'upgrade.example.com');
    await addDecidingRules(server, site);
    for (const [index, text] of ['casino night', 'jackpot', 'A calm note', 'Hello'].entries()) {
      await submitText(server, site, `u-${index}`, text);
      server.clock.advance(5_000);
    }
    await server.ctx.jobs.drain();
  });
  afterAll(async () => {
    await server.close();
  });

  it('counts the reports of before the upgrade, with their scores', async () => {
    const { db } = server.ctx.database;
    // As an older version left it: the migration not applied, none of the new kinds' rows.
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    expect((await migrator.migrateTo('20261125200000-rollup-activity')).error).toBeUndefined();
    await db
      .deleteFrom('report_rollups')
      .where('kind', 'in', [
        'outcomes',
        'outcome_categories',
        'scores',
        'automation',
        'team',
        'queue',
      ])
      .execute();
    const day = server.clock.now().toISOString().slice(0, 10);
    const admin = { tenantId: site.tenantId, userId: site.admin.id, roleId: ROLES.administrator };
    const query = { from: day, to: day, granularity: 'day' as const, by: 'outcome' as const };
    expect((await analyticsDecisions(server.ctx, admin, query)).series).toEqual([]);

    const upgraded = await createServer(server.ctx.config, {
      startJobs: false,
      clock: server.clock,
    });
    try {
      const decisions = await analyticsDecisions(upgraded.ctx, admin, query);
      expect(decisions.series.reduce((sum, series) => sum + (series.counts[0] ?? 0), 0)).toBe(4);
      expect(decisions).toEqual(await analyticsDecisions(upgraded.ctx, admin, query, 'plain'));
      const scores = await analyticsScores(upgraded.ctx, admin, query);
      expect(scores.length).toBeGreaterThan(0);
      expect(scores).toEqual(await analyticsScores(upgraded.ctx, admin, query, 'plain'));
    } finally {
      await upgraded.close();
    }
  });
});
