import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toStoredTimestamp } from '../../lib/clock';
import { createTestServer, type TestServer } from '../../test/test-server';
import { BUILT_IN_PLANS } from '../plans/plan-config';
import { creditBalance } from './credits';
import {
  callbacksOf,
  creditsUsed,
  reportRow,
  seedEngineSite,
  submitItem,
  type EngineSite,
} from './engine-test-kit';

describe('the scan job and credits', () => {
  let server: TestServer;
  let site: EngineSite;
  let next = 0;
  const submitText = () =>
    submitItem(server, site, {
      cms_meta: { id: `credit-${(next += 1)}` },
      content: `A kind comment number ${next}.`,
    });

  beforeAll(async () => {
    server = await createTestServer({
      config: {
        plans: {
          plans: [{ id: 'tiny', name: 'Tiny', monthly_credits: 2 }, ...BUILT_IN_PLANS],
          defaultPlanId: 'tiny',
        },
      },
    });
    // Late in the month, so the month's turn is near.
    server.clock.set('2026-11-30T23:00:00.000Z');
    site = await seedEngineSite(server, 'Credits Ltd', 'credits.example.com');
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps an item PENDING without credits and scans it when the month turns', async () => {
    const ids = [await submitText(), await submitText(), await submitText()];
    await server.ctx.jobs.drain();
    // Jobs due together run in no promised order: which one waits is not fixed.
    const reports = await Promise.all(ids.map((id) => reportRow(server, id)));
    expect(reports.map((report) => report.status).sort()).toEqual(['CLEAN', 'CLEAN', 'PENDING']);
    const waiting = reports.find((report) => report.status === 'PENDING');
    const third = waiting?.id ?? '';
    expect(waiting).toMatchObject({
      status_reason: 'no-credits',
      decided_at: null,
      credits_charged: 0,
    });
    expect(await callbacksOf(server, third)).toEqual([]);
    expect(await creditsUsed(server, site.tenantId)).toBe(2);
    expect(await creditBalance(server.ctx, site.tenantId, server.clock.now())).toEqual({
      month: '2026-11',
      allowance: 2,
      used: 2,
      remaining: 0,
    });
    // Retried in 10 minutes: still November, still nothing left.
    const job = await server.ctx.database.db
      .selectFrom('jobs')
      .select(['status', 'run_at'])
      .where('dedupe_key', '=', `scan:${third}`)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'queued', run_at: '2026-11-30T23:10:00.000Z' });
    server.clock.advance(10 * 60_000);
    await server.ctx.jobs.drain();
    expect((await reportRow(server, third)).status).toBe('PENDING');

    // A new month: the allowance is whole again and the item is scanned.
    server.clock.set('2026-12-01T00:00:00.000Z');
    await server.ctx.jobs.drain();
    expect(await reportRow(server, third)).toMatchObject({
      status: 'CLEAN',
      status_reason: 'scores',
      credits_charged: 1,
    });
    const december = await creditBalance(server.ctx, site.tenantId, server.clock.now());
    expect(december).toMatchObject({ month: '2026-12', used: 1, remaining: 1 });
  });

  it('scans waiting items within 10 minutes of a bigger plan', async () => {
    const one = await submitText();
    const two = await submitText();
    await server.ctx.jobs.drain();
    const statuses = async () =>
      (await Promise.all([one, two].map((id) => reportRow(server, id)))).map((r) => r.status);
    expect((await statuses()).sort()).toEqual(['CLEAN', 'PENDING']);
    await server.ctx.database.db
      .insertInto('tenant_billing')
      .values({
        tenant_id: site.tenantId,
        plan_id: 'business',
        stripe_customer_id: null,
        updated_at: toStoredTimestamp(server.clock.now()),
      })
      .execute();
    server.clock.advance(10 * 60_000);
    await server.ctx.jobs.drain();
    expect(await statuses()).toEqual(['CLEAN', 'CLEAN']);
  });

  it('never spends more than the allowance when scans race for the last credits', async () => {
    server.clock.set('2027-01-05T10:00:00.000Z');
    await server.ctx.database.db
      .updateTable('tenant_billing')
      .set({ plan_id: 'tiny' })
      .where('tenant_id', '=', site.tenantId)
      .execute();
    const ids = await Promise.all(Array.from({ length: 6 }, () => submitText()));
    await server.ctx.jobs.drain();
    const reports = await Promise.all(ids.map((id) => reportRow(server, id)));
    expect(reports.filter((report) => report.status === 'CLEAN')).toHaveLength(2);
    expect(reports.filter((report) => report.status === 'PENDING')).toHaveLength(4);
    expect(await creditBalance(server.ctx, site.tenantId, server.clock.now())).toMatchObject({
      used: 2,
      remaining: 0,
    });
  });
});
