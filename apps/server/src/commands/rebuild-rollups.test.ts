/**
 * The roll-ups on an upgrade and a repair (decision 0140): a database whose reports predate
 * the roll-ups gets them on the start that adds them, equal to plain counts over the reports;
 * the rebuild command names the drift it repaired.
 */
import { Writable } from 'node:stream';
import { ROLES } from '@vigil/contract';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations/index';
import { createServer } from '../server';
import { createTestServer, type TestServer } from '../test/test-server';
import { dashboardStats } from '../modules/dashboard/dashboard-stats';
import {
  addDecidingRules,
  seedQueueSite,
  submitText,
  type QueueSite,
} from '../modules/moderation/moderation-test-kit';
import { rebuildRollups } from './rebuild-rollups';

describe('rebuilding the roll-ups', () => {
  let server: TestServer;
  let site: QueueSite;

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedQueueSite(server, 'Upgrade Ltd', 'upgrade.example.com');
    await addDecidingRules(server, site);
    for (const [index, text] of [
      'casino night',
      'jackpot',
      'A calm note',
      'Hello there',
    ].entries()) {
      await submitText(server, site, `u-${index}`, text);
      server.clock.advance(5_000);
    }
    await server.ctx.jobs.drain();
  });
  afterAll(async () => {
    await server.close();
  });

  const admin = () => ({
    tenantId: site.tenantId,
    userId: site.admin.id,
    roleId: ROLES.administrator,
  });
  const today = () => {
    const day = server.clock.now().toISOString().slice(0, 10);
    return { from: day, to: day };
  };

  it('builds them on the start that adds them, from reports written before', async () => {
    const scored = await server.ctx.database.db
      .selectFrom('reports')
      .select(['id', 'scanner_ids'])
      .where('tenant_id', '=', site.tenantId)
      .where('status_reason', '=', 'scores')
      .execute();
    expect(scored.length).toBeGreaterThan(0);
    // Back to the schema before the roll-ups, as an older version left it.
    const migrator = new Migrator({
      db: server.ctx.database.db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    const down = await migrator.migrateTo('20261124000100-sign-in-marks');
    expect(down.error).toBeUndefined();

    const logs: string[] = [];
    const upgraded = await createServer(server.ctx.config, {
      startJobs: false,
      clock: server.clock,
      logDestination: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logs.push(chunk.toString());
          done();
        },
      }),
    });
    try {
      expect(logs.join('')).toContain('dashboard roll-ups built from the reports');
      const built = await dashboardStats(upgraded.ctx, admin(), today());
      expect(built.total).toBe(4);
      expect(built).toEqual(await dashboardStats(upgraded.ctx, admin(), today(), 'plain'));
      // The scanners that scored the older reports were read back from their scores.
      const backfilled = await upgraded.ctx.database.db
        .selectFrom('reports')
        .select('scanner_ids')
        .where(
          'id',
          'in',
          scored.map((row) => row.id),
        )
        .execute();
      expect(backfilled.map((row) => row.scanner_ids)).toEqual(scored.map(() => '1'));
    } finally {
      await upgraded.close();
    }
  });

  it('says which tenants drifted and by how much, and repairs them', async () => {
    await server.ctx.database.db
      .deleteFrom('report_rollups')
      .where('tenant_id', '=', site.tenantId)
      .where('kind', '=', 'items')
      .where('grain', '=', 'month')
      .execute();
    const first = await rebuildRollups(server.ctx, site.tenantId);
    expect(first.results).toHaveLength(1);
    expect(first.lines[0]).toMatch(
      new RegExp(
        `^tenant ${site.tenantId}: 4 reports, \\d+ roll-up rows, [1-9]\\d* rows drifted and repaired$`,
      ),
    );
    expect(first.lines.at(-1)).toMatch(/^1 tenants rebuilt; [1-9]\d* drifted rows repaired$/);
    const second = await rebuildRollups(server.ctx);
    expect(second.lines.at(-1)).toMatch(/tenants rebuilt; no drift found$/);
    expect(await dashboardStats(server.ctx, admin(), today())).toEqual(
      await dashboardStats(server.ctx, admin(), today(), 'plain'),
    );
  });
});
