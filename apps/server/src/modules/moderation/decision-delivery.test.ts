import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALLBACK_BACKOFF_SECONDS, MODERATION_MESSAGES } from '@vigil/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { type CallbackReceiver } from '../callbacks/callback-receiver-test-kit';
import { call, type SignedIn } from '../users/users-test-kit';
import {
  addDecidingRules,
  addSite,
  recordOf,
  submitScanned,
  unpublishBody,
  type QueueSite,
  seedDecidingSite,
} from './moderation-test-kit';

const SECOND = 1_000;

describe("a decision's notice to the plugin: tried at once, retried when the site is down", () => {
  let server: TestServer;
  let site: QueueSite;
  let receiver: CallbackReceiver;
  let next = 0;
  const db = () => server.ctx.database.db;

  const scanned = (content: string, target: QueueSite = site) =>
    submitScanned(server, target, `deliver-${(next += 1)}`, content);
  const unpublish = async (who: SignedIn, id: string) =>
    call(
      server,
      who,
      'POST',
      '/moderation/unpublish',
      unpublishBody(await recordOf(server, who, id)),
    );
  const decisionDelivery = async (id: string) =>
    db()
      .selectFrom('callback_deliveries')
      .selectAll()
      .where('report_id', '=', id)
      .where('event', '=', 'unpublish')
      .executeTakeFirstOrThrow();
  const unpublishNotices = (id: string) =>
    receiver.received.filter((notice) => {
      const body = JSON.parse(notice.body) as { id: string; event: string };
      return body.id === id && body.event === 'unpublish';
    });

  beforeAll(async () => {
    server = await createTestServer();
    ({ site, receiver } = await seedDecidingSite(
      server,
      'Delivery Ltd',
      'delivery.example.com',
      '/callback',
    ));
  });
  afterAll(async () => {
    await receiver.stop();
    await server.close();
  });
  beforeEach(async () => {
    receiver.status = 200;
    await receiver.stop();
    await receiver.start();
  });

  it('says retrying while the site is down, and delivers after the back-off once it is back', async () => {
    const id = await scanned('Casino while the site is down');
    await receiver.stop();

    const response = await unpublish(site.moderator, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: MODERATION_MESSAGES.unpublished.retrying,
      data: { id, status: 'MANUALLY_UNPUBLISHED', delivery: 'retrying' },
    });
    expect(await decisionDelivery(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'Connection refused',
    });

    await receiver.start();
    // Not due yet: the back-off holds the next try.
    await server.ctx.jobs.drain();
    expect(unpublishNotices(id)).toHaveLength(0);
    // The moderator asking again learns it is still on its way, and nothing is resent.
    const again = await unpublish(site.moderator, id);
    expect(again.json()).toMatchObject({ data: { delivery: 'retrying' } });

    server.clock.advance(CALLBACK_BACKOFF_SECONDS.first * SECOND);
    await server.ctx.jobs.drain();
    const [notice] = unpublishNotices(id);
    expect(notice?.signatureValid).toBe(true);
    expect(JSON.parse(notice?.body ?? '{}')).toMatchObject({
      event: 'unpublish',
      reason: 'manual',
      status: 'MANUALLY_UNPUBLISHED',
    });
    expect(await decisionDelivery(id)).toMatchObject({ status: 'delivered', attempts: 2 });
    const repeated = await unpublish(site.moderator, id);
    expect(repeated.json()).toMatchObject({
      message: MODERATION_MESSAGES.unpublished.delivered,
      data: { delivery: 'delivered' },
    });
    expect(unpublishNotices(id)).toHaveLength(1);
  });

  it('says retrying when the plugin answers with an error', async () => {
    const id = await scanned('Casino on a failing plugin');
    receiver.status = 503;
    const response = await unpublish(site.moderator, id);
    expect(response.json()).toMatchObject({ data: { delivery: 'retrying' } });
    expect(await decisionDelivery(id)).toMatchObject({
      status: 'pending',
      last_status_code: 503,
      last_error: 'HTTP 503',
    });
    receiver.status = 200;
    server.clock.advance(CALLBACK_BACKOFF_SECONDS.first * SECOND);
    await server.ctx.jobs.drain();
    expect(await decisionDelivery(id)).toMatchObject({ status: 'delivered' });
  });

  it('waits only a few seconds for a plugin that does not answer', async () => {
    // Takes the scan's notice, and never answers the unpublish one.
    const silent = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (!Buffer.concat(chunks).toString('utf8').includes('"unpublish"')) response.end();
      });
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const hanging = await addSite(
        server,
        site,
        'hanging.example.com',
        `http://127.0.0.1:${port}/callback`,
      );
      await addDecidingRules(server, hanging);
      const id = await scanned('Casino on a silent plugin', hanging);
      const started = Date.now();
      const response = await unpublish(site.moderator, id);
      const waited = Date.now() - started;
      expect(response.json()).toMatchObject({ data: { delivery: 'retrying' } });
      expect(waited).toBeLessThan(8_000);
      expect(await decisionDelivery(id)).toMatchObject({
        status: 'pending',
        last_error: 'No answer within 3 s',
      });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 20_000);

  it('says no-plugin when nothing can be told (the domain was deleted)', async () => {
    const gone = await addSite(server, site, 'gone.example.com', receiver.url('/gone'));
    await addDecidingRules(server, gone);
    const id = await scanned('Casino on a domain about to go', gone);
    const record = await recordOf(server, site.admin, id);
    expect(
      (await call(server, site.admin, 'DELETE', `/domains/${gone.domain.id}`)).statusCode,
    ).toBe(200);
    const response = await call(server, site.admin, 'POST', '/moderation/unpublish', {
      ...unpublishBody(record),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: MODERATION_MESSAGES.unpublished['no-plugin'],
      data: { delivery: 'no-plugin' },
    });
  });
});
