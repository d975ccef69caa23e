import { CALLBACK_RETRY_WINDOW_HOURS, unixSeconds, type TPluginCallback } from '@vigil/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import {
  connectPlugin,
  seedPluginSite,
  submit,
  textItem,
  type PluginSite,
} from '../plugin-api/plugin-api-test-kit';
import { listDomainPlugins } from '../domains/domain-plugins';
import { call } from '../users/users-test-kit';
import { startCallbackReceiver, type CallbackReceiver } from './callback-receiver-test-kit';
import { enqueueCallbacks } from './enqueue-callbacks';

describe('signed callbacks to plugins', () => {
  let server: TestServer;
  let site: PluginSite;
  let receiver: CallbackReceiver;
  let pluginId: string;
  let reportId: string;

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedPluginSite(server, 'Callbacks', 'callbacks.example.com');
    receiver = await startCallbackReceiver(site.secretKey);
    pluginId = await connectPlugin(server, site, receiver.url('/vigil/callback?site=blog'));
    reportId = ((await submit(server, site, textItem(site))).json() as { id: string }).id;
    // The scan job is not what this file tests: settle it so draining runs callbacks only.
    await server.ctx.database.db
      .updateTable('jobs')
      .set({ status: 'done' })
      .where('kind', '=', 'scan')
      .execute();
  });
  afterAll(async () => {
    await receiver.stop();
    await server.close();
  });
  beforeEach(() => {
    receiver.received = [];
    receiver.status = 200;
  });

  const db = () => server.ctx.database.db;

  const notice = (event: 'unpublish' | 'decision' = 'unpublish'): TPluginCallback =>
    event === 'unpublish'
      ? {
          event,
          id: reportId,
          scheme: 'https',
          domain: 'callbacks.example.com',
          cms_meta: { id: 'post-1', type: 'comment' },
          reason: 'automatic',
          status: 'AUTO_UNPUBLISHED',
          sent_at: '2026-11-21T09:00:00Z',
        }
      : {
          event,
          id: reportId,
          scheme: 'https',
          domain: 'callbacks.example.com',
          cms_meta: { id: 'post-1' },
          status: 'CLEAN',
          sent_at: '2026-11-21T09:00:00Z',
        };

  async function enqueue(
    payload: TPluginCallback = notice(),
    withReport = true,
  ): Promise<string[]> {
    const before = new Set(
      (await db().selectFrom('callback_deliveries').select('id').execute()).map((row) => row.id),
    );
    const queued = await db()
      .transaction()
      .execute((trx) =>
        enqueueCallbacks(trx, server.clock.now(), {
          tenantId: site.tenantId,
          domainId: site.domain.id,
          reportId: withReport ? reportId : null,
          payload,
        }),
      );
    const after = await db()
      .selectFrom('callback_deliveries')
      .select('id')
      .orderBy('created_at')
      .execute();
    const ids = after.map((row) => row.id).filter((id) => !before.has(id));
    expect(ids).toHaveLength(queued);
    return ids;
  }

  const delivery = (id: string) =>
    db()
      .selectFrom('callback_deliveries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  // The Plugins tab's own service: the clock moves past a console session's life here.
  const plugin = async (id = pluginId) =>
    (await listDomainPlugins(server.ctx, site.tenantId, site.domain.id)).find(
      (row) => row.id === id,
    );

  it('queues nothing for a domain without plugins with a callback URL', async () => {
    const bare = await seedPluginSite(server, 'No Plugins', 'bare.example.com');
    const queued = await enqueueCallbacks(db(), server.clock.now(), {
      tenantId: bare.tenantId,
      domainId: bare.domain.id,
      reportId: null,
      payload: notice(),
    });
    expect(queued).toBe(0);
    // Another tenant's id with this domain reaches nothing either.
    expect(
      await enqueueCallbacks(db(), server.clock.now(), {
        tenantId: bare.tenantId,
        domainId: site.domain.id,
        reportId: null,
        payload: notice(),
      }),
    ).toBe(0);
  });

  it('delivers a signed POST of the stored body to the callback URL, path and query signed', async () => {
    const [id = ''] = await enqueue();
    const queued = await delivery(id);
    expect(queued).toMatchObject({
      status: 'pending',
      attempts: 0,
      event: 'unpublish',
      plugin_id: pluginId,
    });
    const jobs = await db()
      .selectFrom('jobs')
      .select(['kind', 'payload', 'tenant_id'])
      .where('kind', '=', 'callback')
      .execute();
    expect(jobs.map((job) => JSON.parse(job.payload) as unknown)).toContainEqual({
      deliveryId: id,
    });

    await server.ctx.jobs.drain();
    expect(receiver.received).toHaveLength(1);
    const [received] = receiver.received;
    expect(received).toMatchObject({
      path: '/vigil/callback?site=blog',
      accessKey: site.accessKey,
      timestamp: String(unixSeconds(server.clock.now())),
      signatureValid: true,
    });
    expect(received?.body).toBe(queued.payload);
    expect(JSON.parse(received?.body ?? '')).toEqual(notice());
    expect(await delivery(id)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      last_status_code: 200,
      last_error: null,
      delivered_at: server.clock.now().toISOString(),
    });
    expect(await plugin()).toMatchObject({
      callback_health: 'healthy',
      last_callback_at: '2026-11-21T09:00:00Z',
      last_callback_error: null,
      failed_callbacks: 0,
    });
  });

  it('calls each plugin of the domain with a callback URL', async () => {
    const second = await connectPlugin(server, site, receiver.url('/second'));
    const ids = await enqueue(notice('decision'));
    expect(ids).toHaveLength(2);
    await server.ctx.jobs.drain();
    expect(receiver.received.map((received) => received.path).sort()).toEqual([
      '/second',
      '/vigil/callback?site=blog',
    ]);
    expect(receiver.received.every((received) => received.signatureValid)).toBe(true);
    await db().deleteFrom('domain_plugins').where('id', '=', second).execute();
  });

  it('retries a refused callback with back-off and delivers it when the plugin accepts', async () => {
    receiver.status = 500;
    const [id = ''] = await enqueue();
    await server.ctx.jobs.drain();
    const start = server.clock.now().getTime();
    expect(await delivery(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status_code: 500,
      last_error: 'HTTP 500',
      next_attempt_at: new Date(start + 30_000).toISOString(),
    });
    expect(await plugin()).toMatchObject({
      callback_health: 'failing',
      last_callback_error: 'HTTP 500',
      failed_callbacks: 1,
    });

    server.clock.advance(29_000);
    await server.ctx.jobs.drain();
    expect(receiver.received).toHaveLength(1);
    server.clock.advance(1_000);
    await server.ctx.jobs.drain();
    expect(receiver.received).toHaveLength(2);
    expect(await delivery(id)).toMatchObject({
      attempts: 2,
      next_attempt_at: new Date(start + 30_000 + 60_000).toISOString(),
    });

    receiver.status = 204;
    server.clock.advance(60_000);
    await server.ctx.jobs.drain();
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received.every((received) => received.signatureValid)).toBe(true);
    expect(await delivery(id)).toMatchObject({
      status: 'delivered',
      attempts: 3,
      last_status_code: 204,
    });
    expect(await plugin()).toMatchObject({
      callback_health: 'healthy',
      last_callback_error: null,
      failed_callbacks: 0,
    });
  });

  it('never sends a retried status notice after a newer one about the same item', async () => {
    receiver.status = 500;
    const [older = ''] = await enqueue(notice('unpublish'));
    await server.ctx.jobs.drain();
    expect(await delivery(older)).toMatchObject({ status: 'pending', attempts: 1 });

    // A moderator approves the item before the retry: the site must end with CLEAN.
    receiver.status = 200;
    server.clock.advance(5_000);
    receiver.received = [];
    const [newer = ''] = await enqueue(notice('decision'));
    await server.ctx.jobs.drain();
    server.clock.advance(30_000);
    await server.ctx.jobs.drain();
    expect(
      receiver.received.map((received) => (JSON.parse(received.body) as TPluginCallback).event),
    ).toEqual(['decision']);
    expect(await delivery(newer)).toMatchObject({ status: 'delivered' });
    expect(await delivery(older)).toMatchObject({
      status: 'superseded',
      attempts: 1,
      next_attempt_at: null,
    });
    expect(await plugin()).toMatchObject({ failed_callbacks: 0 });
  });

  it('still sends a retried status notice when only an appeal notice came after it', async () => {
    receiver.status = 500;
    const [unpublish = ''] = await enqueue(notice('unpublish'));
    await server.ctx.jobs.drain();
    receiver.status = 200;
    server.clock.advance(5_000);
    const upheld: TPluginCallback = {
      event: 'appeal',
      id: reportId,
      scheme: 'https',
      domain: 'callbacks.example.com',
      cms_meta: { id: 'post-1' },
      status: 'AUTO_UNPUBLISHED',
      sent_at: '2026-11-21T09:00:05Z',
      appeal: { id: reportId, outcome: 'upheld', decided_at: '2026-11-21T09:00:05Z' },
    };
    await enqueue(upheld);
    await server.ctx.jobs.drain();
    server.clock.advance(30_000);
    await server.ctx.jobs.drain();
    expect(await delivery(unpublish)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('keeps trying while the plugin is down and delivers when it comes back', async () => {
    await receiver.stop();
    const [id = ''] = await enqueue();
    await server.ctx.jobs.drain();
    expect(await delivery(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status_code: null,
      last_error: 'Connection refused',
    });
    expect(await plugin()).toMatchObject({
      callback_health: 'failing',
      last_callback_error: 'Connection refused',
    });
    server.clock.advance(30_000);
    await server.ctx.jobs.drain();
    expect((await delivery(id)).attempts).toBe(2);

    await receiver.start();
    server.clock.advance(60_000);
    await server.ctx.jobs.drain();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.signatureValid).toBe(true);
    expect(await delivery(id)).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('does not follow redirects: a 3xx is a failed attempt', async () => {
    receiver.status = 302;
    const [id = ''] = await enqueue();
    await server.ctx.jobs.drain();
    expect(await delivery(id)).toMatchObject({ status: 'pending', last_error: 'HTTP 302' });
    expect(receiver.received.map((received) => received.path)).toEqual([
      '/vigil/callback?site=blog',
    ]);
    receiver.status = 200;
    server.clock.advance(30_000);
    await server.ctx.jobs.drain();
    expect((await delivery(id)).status).toBe('delivered');
  });

  it('signs with the domain key of the moment: a regenerated key signs the retries', async () => {
    receiver.status = 503;
    const [id = ''] = await enqueue();
    await server.ctx.jobs.drain();
    const regenerated = await call(server, site.admin, 'PUT', `/domains/${site.domain.id}/key`);
    const key = regenerated.json() as { access_key: string; secret_key: string };
    site.accessKey = key.access_key;
    site.secretKey = key.secret_key;
    receiver.secretKey = key.secret_key;
    receiver.status = 200;
    server.clock.advance(30_000);
    await server.ctx.jobs.drain();
    expect(receiver.received.at(-1)).toMatchObject({
      accessKey: key.access_key,
      signatureValid: true,
    });
    expect((await delivery(id)).status).toBe('delivered');
  });

  it(`gives up after ${CALLBACK_RETRY_WINDOW_HOURS} hours, records why, and shows it for 7 days`, async () => {
    receiver.status = 503;
    const [id = ''] = await enqueue();
    const created = server.clock.now().getTime();
    const giveUpAt = created + CALLBACK_RETRY_WINDOW_HOURS * 3_600_000;
    await server.ctx.jobs.drain();
    for (let guard = 0; guard < 100; guard += 1) {
      const row = await delivery(id);
      if (row.status !== 'pending' || row.next_attempt_at === null) break;
      server.clock.set(row.next_attempt_at);
      await server.ctx.jobs.drain();
    }
    const row = await delivery(id);
    expect(row).toMatchObject({
      status: 'failed',
      last_error: 'HTTP 503',
      last_status_code: 503,
      next_attempt_at: null,
      last_attempt_at: new Date(giveUpAt).toISOString(),
    });
    // 30 s doubling to an hour (7 tries in the first ~64 minutes), then hourly to the end.
    expect(row.attempts).toBeGreaterThanOrEqual(28);
    expect(row.attempts).toBeLessThanOrEqual(32);
    expect(receiver.received).toHaveLength(row.attempts);
    const job = await db()
      .selectFrom('jobs')
      .select(['status', 'last_error'])
      .where('payload', '=', JSON.stringify({ deliveryId: id }))
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'failed', last_error: 'HTTP 503' });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('report_id', '=', reportId)
      .where('action', '=', 'callback-failed')
      .execute();
    expect(audit).toEqual([
      {
        action: 'callback-failed',
        detail: 'The unpublish callback was not accepted by the plugin: HTTP 503',
      },
    ]);
    expect(await plugin()).toMatchObject({
      callback_health: 'failing',
      last_callback_error: 'HTTP 503',
      failed_callbacks: 1,
    });

    // Nothing more is tried, and after 7 days the failure leaves the count.
    server.clock.advance(3 * 3_600_000);
    await server.ctx.jobs.drain();
    expect(receiver.received).toHaveLength(row.attempts);
    server.clock.set(new Date(created + 7 * 86_400_000 + 1000));
    expect((await plugin())?.failed_callbacks).toBe(0);
  });

  it('needs no report: a notice without one is delivered and never audited', async () => {
    const [id = ''] = await enqueue(notice('decision'), false);
    await server.ctx.jobs.drain();
    expect(await delivery(id)).toMatchObject({ status: 'delivered', report_id: null });
  });

  it('never puts the secret key in a delivery row, a job or a log line', async () => {
    const rows = JSON.stringify(await db().selectFrom('callback_deliveries').selectAll().execute());
    const jobs = JSON.stringify(await db().selectFrom('jobs').selectAll().execute());
    for (const text of [rows, jobs, server.logs.join('\n')]) {
      expect(text).not.toContain(site.secretKey);
    }
  });
});
