/**
 * The roll-up kinds transparency reports read (decision 0160) never drift: for random report
 * histories — scans of every verdict, people's decisions before and after the scan, edits —
 * the measures, detections, automated verdicts and overturned verdicts read from the roll-ups
 * equal the same sums by plain queries over the reports, and a rebuild finds nothing to
 * repair. The engine's verdict (automated_status) is kept through a person's decision and
 * cleared by an edit.
 */
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillAutomatedStatus } from '../../db/migrations/20261125120000-automated-status';
import type { RollupKind } from '../../db/schema/moderation-engine';
import { createTestServer, type TestServer } from '../../test/test-server';
import { historyWriter, type HistoryReport } from '../dashboard/dashboard-test-kit';
import { seedTenant } from '../users/users-test-kit';

const DAY_MS = 86_400_000;
const BASE = Date.UTC(2026, 8, 20);
const KINDS: RollupKind[] = ['measures', 'detections', 'automated', 'overturned'];
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

// Scans and decisions outweigh submissions, so most items reach a verdict and many a person.
const opArbitrary = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('submit' as const),
      offsetHours: fc.nat({ max: 60 * 24 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('scan' as const),
      report: fc.nat(),
      to: fc.constantFrom('CLEAN' as const, 'MODERATE' as const, 'AUTO_UNPUBLISHED' as const),
      category: fc.constantFrom(null, 'text-profanity', 'image-nudity'),
      delayHours: fc.nat({ max: 72 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('decide' as const),
      report: fc.nat(),
      to: fc.constantFrom('MANUALLY_UNPUBLISHED' as const, 'MANUALLY_IGNORED' as const),
      delayHours: fc.integer({ min: 1, max: 24 * 20 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('resubmit' as const),
      report: fc.nat(),
      delayHours: fc.integer({ min: 1, max: 24 * 20 }),
    }),
  },
);
type Op = typeof opArbitrary extends fc.Arbitrary<infer T> ? T : never;

describe('the transparency roll-up kinds', () => {
  let server: TestServer;
  let runs = 0;

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function play(tenantId: string, userId: string, ops: Op[]): Promise<void> {
    const write = historyWriter(server, tenantId);
    const reports: Array<HistoryReport & { at: number }> = [];
    const domain = { id: null, name: 'history.test' };
    for (const op of ops) {
      if (op.type === 'submit') {
        const at = BASE + op.offsetHours * 3_600_000;
        reports.push({ ...(await write.submit(new Date(at), domain, 'text', 'ann')), at });
        continue;
      }
      const report = reports[op.report % Math.max(1, reports.length)];
      if (!report) continue;
      const at = report.at + op.delayHours * 3_600_000;
      let changed = false;
      if (op.type === 'scan' && report.status === 'PENDING') {
        changed = await write.scan(new Date(at), report, op.to, {
          topCategoryId: op.category,
          scores: op.category === null ? {} : { [op.category]: 60 },
          scannerIds: op.category === 'image-nudity' ? '2' : op.category === null ? '' : '1',
          extractorIds: '',
        });
      } else if (op.type === 'decide' && !report.status.startsWith('MANUALLY')) {
        changed = await write.decide(new Date(at), report, op.to, { id: userId, name: 'p' });
      } else if (op.type === 'resubmit') {
        changed = await write.resubmit(new Date(at), report);
      }
      if (changed) report.at = at;
    }
  }

  it('equal plain counts over the reports for random histories and ranges', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArbitrary, { minLength: 1, maxLength: 40 }),
        fc.array(fc.tuple(fc.integer({ min: -5, max: 90 }), fc.integer({ min: 0, max: 60 })), {
          minLength: 1,
          maxLength: 3,
        }),
        async (ops, ranges) => {
          runs += 1;
          const { tenantId, users } = await seedTenant(server, `Roll ${runs}`, `roll${runs}.test`, {
            admin: 1,
          });
          await play(tenantId, users.admin.id, ops);
          const reports = server.ctx.services.reports;
          for (const [start, length] of [...ranges, [-10, 200] as [number, number]]) {
            const from = day(BASE + start * DAY_MS);
            const scope = {
              tenantId,
              kinds: KINDS,
              from,
              to: day(BASE + (start + length) * DAY_MS),
              domainIds: null,
              byDomain: false,
            };
            const sorted = (rows: Array<{ kind: string; dim1: string; dim2: string; n: number }>) =>
              rows.map((row) => `${row.kind}|${row.dim1}|${row.dim2}|${row.n}`).sort();
            expect(sorted(await reports.readRollupTotals(scope))).toEqual(
              sorted(await reports.readPlainTotals(scope)),
            );
          }
          const [rebuilt] = await reports.rebuildRollups(tenantId);
          expect(rebuilt?.drifted).toBe(0);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('keeps the engine’s verdict through a person’s decision and clears it with an edit', async () => {
    const { tenantId, users } = await seedTenant(server, 'Verdicts', 'verdicts.test', {
      admin: 1,
    });
    const write = historyWriter(server, tenantId);
    const report = await write.submit(new Date(BASE), { id: null, name: 'v.test' }, 'text', 'x');
    const verdict = async () =>
      (
        await server.ctx.database.db
          .selectFrom('reports')
          .select('automated_status')
          .where('id', '=', report.id)
          .executeTakeFirstOrThrow()
      ).automated_status;
    expect(await verdict()).toBeNull();
    await write.scan(new Date(BASE + 1000), report, 'AUTO_UNPUBLISHED', {
      topCategoryId: 'text-profanity',
      scores: { 'text-profanity': 99 },
      scannerIds: '1',
      extractorIds: '',
    });
    expect(await verdict()).toBe('AUTO_UNPUBLISHED');
    await write.decide(new Date(BASE + 2000), report, 'MANUALLY_IGNORED', {
      id: users.admin.id,
      name: 'a',
    });
    expect(await verdict()).toBe('AUTO_UNPUBLISHED');
    await write.resubmit(new Date(BASE + 3000), report);
    expect(await verdict()).toBeNull();
  });

  it('is given to the reports of an upgrade from their scans’ audit rows', async () => {
    // Every history written above, as the reports service kept it.
    const { db } = server.ctx.database;
    const kept = await db
      .selectFrom('reports')
      .select(['id', 'automated_status'])
      .orderBy('id')
      .execute();
    expect(kept.some((row) => row.automated_status !== null)).toBe(true);
    await db.updateTable('reports').set({ automated_status: null }).execute();
    // Migrations are written against no schema type.
    await backfillAutomatedStatus(db as unknown as Kysely<unknown>);
    expect(
      await db.selectFrom('reports').select(['id', 'automated_status']).orderBy('id').execute(),
    ).toEqual(kept);
  });
});
