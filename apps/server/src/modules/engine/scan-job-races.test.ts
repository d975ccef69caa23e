import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { enqueueJob } from '../jobs/enqueue-job';
import { createScanSuite } from './scan-suite';
import { scanReport } from './scan-report';
import { registerScanJob } from './scan-job';
import type { ScanSuite } from './scan-suite.types';
import {
  auditOf,
  callbacksOf,
  creditsUsed,
  reportRow,
  seedEngineSite,
  submitItem,
  type EngineSite,
} from './engine-test-kit';

describe('the scan job under edits and races', () => {
  let server: TestServer;
  let site: EngineSite;
  let next = 0;
  const newItem = () => `race-${(next += 1)}`;
  const scans = async (id: string) =>
    (await auditOf(server, id)).filter((row) => row.action === 'scanned');

  /**
   * Runs the real job with the real scanners, but lets the test act while the text scanner
   * is busy (an edit arriving mid-scan, or a second worker scanning at the same time).
   */
  function duringTextScan(act: () => Promise<void>): void {
    const real = createScanSuite(server.ctx);
    const suite: ScanSuite = {
      ...real,
      scanText: async (extraction) => {
        await act();
        return real.scanText(extraction);
      },
    };
    server.ctx.jobs.register('scan', (job) => scanReport({ ctx: server.ctx, suite }, job));
  }

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedEngineSite(server, 'Races Ltd', 'races.example.com');
  });
  afterAll(async () => {
    await server.close();
  });

  it('scans only the newest version when an edit arrives before the scan', async () => {
    const cmsId = newItem();
    const id = await submitItem(server, site, { cms_meta: { id: cmsId }, content: 'First draft.' });
    const credits = await creditsUsed(server, site.tenantId);
    await submitItem(server, site, { cms_meta: { id: cmsId }, content: 'Second draft, final.' });
    await server.ctx.jobs.drain();
    const report = await reportRow(server, id);
    expect(report).toMatchObject({ version: 2, status: 'CLEAN' });
    expect(JSON.parse(report.extraction ?? '{}')).toMatchObject({ text: 'Second draft, final.' });
    expect(await scans(id)).toHaveLength(1);
    expect(await creditsUsed(server, site.tenantId)).toBe(credits + 1);

    // A leftover job of the old version changes nothing.
    await enqueueJob(server.ctx.database.db, server.clock.now(), {
      kind: 'scan',
      tenantId: site.tenantId,
      payload: { reportId: id, version: 1 },
    });
    await server.ctx.jobs.drain();
    expect(await reportRow(server, id)).toEqual(report);
    expect(await scans(id)).toHaveLength(1);
    expect(await creditsUsed(server, site.tenantId)).toBe(credits + 1);
  });

  it('drops a scan overtaken by an edit mid-scan and scans the edit', async () => {
    const cmsId = newItem();
    const id = await submitItem(server, site, { cms_meta: { id: cmsId }, content: 'Old words.' });
    const credits = await creditsUsed(server, site.tenantId);
    let edited = false;
    duringTextScan(async () => {
      if (edited) return;
      edited = true;
      await submitItem(server, site, { cms_meta: { id: cmsId }, content: 'New words.' });
    });
    try {
      await server.ctx.jobs.drain();
    } finally {
      registerScanJob(server.ctx);
    }
    const report = await reportRow(server, id);
    expect(report).toMatchObject({ version: 2, status: 'CLEAN' });
    expect(JSON.parse(report.extraction ?? '{}')).toMatchObject({ text: 'New words.' });
    expect(await scans(id)).toHaveLength(1);
    expect(await callbacksOf(server, id)).toHaveLength(1);
    // The overtaken scan's charge went with its rolled-back decision.
    expect(await creditsUsed(server, site.tenantId)).toBe(credits + 1);
  });

  it('makes one decision when two workers scan the same version at once', async () => {
    const id = await submitItem(server, site, { cms_meta: { id: newItem() }, content: 'Hello.' });
    // A second job for the same report, as after a lease taken over.
    await enqueueJob(server.ctx.database.db, server.clock.now(), {
      kind: 'scan',
      tenantId: site.tenantId,
      payload: { reportId: id, version: 1 },
    });
    const credits = await creditsUsed(server, site.tenantId);
    let inside = 0;
    let bothInside: () => void = () => undefined;
    const together = new Promise<void>((resolve) => {
      bothInside = resolve;
    });
    duringTextScan(async () => {
      inside += 1;
      if (inside === 2) bothInside();
      // Both scans are in flight before either decides.
      await Promise.race([together, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    });
    try {
      await server.ctx.jobs.drain();
    } finally {
      registerScanJob(server.ctx);
    }
    expect(inside).toBe(2);
    expect((await reportRow(server, id)).status).toBe('CLEAN');
    expect(await scans(id)).toHaveLength(1);
    expect(await callbacksOf(server, id)).toHaveLength(1);
    expect(await creditsUsed(server, site.tenantId)).toBe(credits + 1);
  });

  it('sends an item to moderators when a scanner throws instead of answering', async () => {
    const id = await submitItem(server, site, { cms_meta: { id: newItem() }, content: 'Hey.' });
    duringTextScan(() => Promise.reject(new Error('lexicon exploded')));
    try {
      await server.ctx.jobs.drain();
    } finally {
      registerScanJob(server.ctx);
    }
    expect(await reportRow(server, id)).toMatchObject({
      status: 'MODERATE',
      status_reason: 'scanner-unavailable:1',
      credits_charged: 0,
    });
    expect((await scans(id))[0]?.detail).toContain('the scanner failed: lexicon exploded');
  });

  it('does nothing for a report that is gone or already decided by a person', async () => {
    const id = await submitItem(server, site, { cms_meta: { id: newItem() }, content: 'Hi.' });
    await server.ctx.database.db
      .updateTable('reports')
      .set({ status: 'MANUALLY_IGNORED', decision_source: 'human' })
      .where('id', '=', id)
      .execute();
    await enqueueJob(server.ctx.database.db, server.clock.now(), {
      kind: 'scan',
      tenantId: site.tenantId,
      payload: { reportId: 'no-such-report', version: 1 },
    });
    await server.ctx.jobs.drain();
    expect((await reportRow(server, id)).status).toBe('MANUALLY_IGNORED');
    expect(await scans(id)).toHaveLength(0);
    const failed = await server.ctx.database.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'scan')
      .where('status', '!=', 'done')
      .execute();
    expect(failed).toEqual([]);
  });
});
