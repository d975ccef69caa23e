import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ALL_ROLES,
  DOMAIN_MESSAGES,
  PLUGIN_HEADERS,
  ROLES,
  removeDomainPluginEndpoint,
  type TDomainKey,
  type TDomainPlugin,
  type TPluginCallback,
} from '@vigil/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import {
  startCallbackReceiver,
  type CallbackReceiver,
} from '../callbacks/callback-receiver-test-kit';
import { enqueueCallbacks } from '../callbacks/enqueue-callbacks';
import {
  connectPlugin,
  signedCall,
  textItem,
  type PluginSite,
} from '../plugin-api/plugin-api-test-kit';
import { ADMIN_MODERATOR_VIEWER, call, seedTenant, type SignedIn } from '../users/users-test-kit';
import { addDomain } from './domains-test-kit';

type People = Record<keyof typeof ADMIN_MODERATOR_VIEWER, SignedIn>;

/** A tenant with an administrator, a moderator and a viewer, and one keyed domain. */
async function seedSite(
  server: TestServer,
  tenantName: string,
  domainName: string,
): Promise<{ site: PluginSite; people: People }> {
  const slug = tenantName.toLowerCase().replace(/[^a-z]/g, '');
  const { tenantId, users } = await seedTenant(
    server,
    tenantName,
    `${slug}.test`,
    ADMIN_MODERATOR_VIEWER,
  );
  const domain = await addDomain(server, users.admin, domainName);
  const key = await call(server, users.admin, 'POST', `/domains/${domain.id}/key`);
  if (key.statusCode !== 201) throw new Error(`POST key: ${key.body}`);
  const { access_key: accessKey, secret_key: secretKey } = key.json() as TDomainKey;
  return { site: { tenantId, admin: users.admin, domain, accessKey, secretKey }, people: users };
}

const notice = (reportId: string, domain: string): TPluginCallback => ({
  event: 'unpublish',
  id: reportId,
  scheme: 'https',
  domain,
  cms_meta: { id: 'post-1', type: 'comment' },
  reason: 'manual',
  status: 'MANUALLY_UNPUBLISHED',
  sent_at: '2026-11-21T09:00:00Z',
});

describe('removing a connected plugin', () => {
  let server: TestServer;
  let site: PluginSite;
  let people: People;
  let other: PluginSite;
  let receiver: CallbackReceiver;

  beforeAll(async () => {
    server = await createTestServer();
    ({ site, people } = await seedSite(server, 'Plugins Ltd', 'plugins.example.com'));
    ({ site: other } = await seedSite(server, 'Other Ltd', 'other.example.com'));
    receiver = await startCallbackReceiver(site.secretKey);
  });
  afterAll(async () => {
    await receiver.stop();
    await server.close();
  });
  beforeEach(() => {
    receiver.received = [];
    receiver.status = 200;
    // A signature is accepted once: the same call again must be signed at another second.
    server.clock.advance(1_000);
  });

  const db = () => server.ctx.database.db;
  const removeUrl = (domainId: string, pluginId: string) =>
    `/domains/${domainId}/plugins/${pluginId}`;
  const listed = async (who: SignedIn, domainId: string): Promise<string[]> => {
    const response = await call(server, who, 'GET', `/domains/${domainId}/plugins`);
    return (response.json() as { data: TDomainPlugin[] }).data.map((plugin) => String(plugin.id));
  };
  const pluginExists = async (pluginId: string): Promise<boolean> =>
    (await db()
      .selectFrom('domain_plugins')
      .select('id')
      .where('id', '=', pluginId)
      .executeTakeFirst()) !== undefined;

  /** Submits one item as the named plugin; the scan is not what this file tests. */
  async function submitAs(target: PluginSite, pluginId: string): Promise<string> {
    server.clock.advance(1_000);
    const response = await signedCall(server, target, {
      method: 'POST',
      url: '/plugin/v1/content',
      body: textItem(target),
      headers: { [PLUGIN_HEADERS.plugin]: pluginId },
    });
    if (response.statusCode >= 300) throw new Error(`submit: ${response.body}`);
    await db().updateTable('jobs').set({ status: 'done' }).where('kind', '=', 'scan').execute();
    return (response.json() as { id: string }).id;
  }

  /** Queues a notice to every plugin of the site's domain, as a decision does. */
  async function queueNotice(target: PluginSite, reportId: string): Promise<number> {
    return db()
      .transaction()
      .execute((trx) =>
        enqueueCallbacks(trx, server.clock.now(), {
          tenantId: target.tenantId,
          domainId: target.domain.id,
          reportId,
          payload: notice(reportId, String(target.domain.name)),
        }),
      );
  }

  const callbackJobs = () =>
    db()
      .selectFrom('jobs')
      .select(['id', 'status', 'last_error'])
      .where('kind', '=', 'callback')
      .execute();

  it('removes the row a plugin left behind when it changed its callback URL; the rest stays', async () => {
    // Port 9 (discard) refuses: the stale row's callbacks can only fail.
    const stale = await connectPlugin(server, site, 'http://127.0.0.1:9/old-callback');
    server.clock.advance(1_000);
    const current = await connectPlugin(server, site, receiver.url('/vigil/callback'));
    const reportId = await submitAs(site, stale);
    expect(await queueNotice(site, reportId)).toBe(2);
    const auditBefore = await db()
      .selectFrom('audit_log')
      .select('id')
      .where('report_id', '=', reportId)
      .execute();
    expect(await listed(site.admin, site.domain.id)).toEqual([current, stale]);

    const removed = await call(server, site.admin, 'DELETE', removeUrl(site.domain.id, stale));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: DOMAIN_MESSAGES.pluginRemoved });
    expect(await listed(site.admin, site.domain.id)).toEqual([current]);

    // Its pending deliveries went with it; the other plugin's did not.
    const deliveries = await db()
      .selectFrom('callback_deliveries')
      .select('plugin_id')
      .where('report_id', '=', reportId)
      .execute();
    expect(deliveries.map((row) => row.plugin_id)).toEqual([current]);
    // The report keeps its history, no longer tied to the removed plugin.
    const report = await db()
      .selectFrom('reports')
      .select(['plugin_id', 'status'])
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(report.plugin_id).toBeNull();
    const auditAfter = await db()
      .selectFrom('audit_log')
      .select('id')
      .where('report_id', '=', reportId)
      .execute();
    expect(auditAfter).toEqual(auditBefore);

    // Its queued job finds nothing to send and ends as done, without an error or a log line.
    const logsBefore = server.logs.length;
    await server.ctx.jobs.drain();
    expect(receiver.received.map((received) => received.path)).toEqual(['/vigil/callback']);
    for (const job of await callbackJobs()) {
      expect(job).toMatchObject({ status: 'done', last_error: null });
    }
    expect(server.logs.slice(logsBefore).join('\n')).not.toMatch(/job failed|callback try failed/);

    // Removing it again: it is gone.
    expect(
      (await call(server, site.admin, 'DELETE', removeUrl(site.domain.id, stale))).statusCode,
    ).toBe(404);
  });

  it('lets a removed plugin connect again when it calls with the domain key', async () => {
    const [current = ''] = await listed(site.admin, site.domain.id);
    expect(
      (await call(server, site.admin, 'DELETE', removeUrl(site.domain.id, current))).statusCode,
    ).toBe(200);
    expect(await listed(site.admin, site.domain.id)).toEqual([]);
    const again = await connectPlugin(server, site, receiver.url('/vigil/callback'));
    expect(await listed(site.admin, site.domain.id)).toEqual([again]);
  });

  it('ends the job quietly when the plugin is removed while its callback is on the way', async () => {
    // A plugin endpoint that is removed from the domain while it answers, then refuses.
    let pluginId = '';
    const endpoint = http.createServer((request, response) => {
      request.resume();
      void db()
        .deleteFrom('domain_plugins')
        .where('id', '=', pluginId)
        .execute()
        .then(() => {
          response.statusCode = 503;
          response.end();
        });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = endpoint.address() as AddressInfo;
      pluginId = await connectPlugin(server, site, `http://127.0.0.1:${port}/racing`);
      const reportId = await submitAs(site, pluginId);
      const before = new Set((await callbackJobs()).map((job) => job.id));
      await queueNotice(site, reportId);
      const logsBefore = server.logs.length;
      await server.ctx.jobs.drain();
      const queued = (await callbackJobs()).filter((job) => !before.has(job.id));
      expect(queued.length).toBeGreaterThan(0);
      for (const job of queued) expect(job).toMatchObject({ status: 'done', last_error: null });
      expect(await pluginExists(pluginId)).toBe(false);
      expect(server.logs.slice(logsBefore).join('\n')).not.toMatch(/job failed/);
    } finally {
      endpoint.closeAllConnections();
      await new Promise<void>((resolve) => endpoint.close(() => resolve()));
    }
  });

  it('answers 404 for another domain’s plugin and for another tenant’s, and removes neither', async () => {
    const second = await addDomain(server, site.admin, 'second.example.com');
    const mine = await connectPlugin(server, site, receiver.url('/mine'));
    const theirs = await connectPlugin(server, other, 'http://127.0.0.1:9/theirs');

    // Another domain of the same tenant: the plugin is not that domain's.
    const wrongDomain = await call(server, site.admin, 'DELETE', removeUrl(second.id, mine));
    expect(wrongDomain.statusCode).toBe(404);
    // Another tenant's plugin through my domain, and through their domain.
    for (const url of [removeUrl(site.domain.id, theirs), removeUrl(other.domain.id, theirs)]) {
      const response = await call(server, site.admin, 'DELETE', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found' });
    }
    // Unknown ids.
    expect(
      (await call(server, site.admin, 'DELETE', removeUrl(site.domain.id, 'nope'))).statusCode,
    ).toBe(404);
    expect((await call(server, site.admin, 'DELETE', removeUrl('nope', mine))).statusCode).toBe(
      404,
    );

    expect(await pluginExists(mine)).toBe(true);
    expect(await pluginExists(theirs)).toBe(true);
    expect(await listed(other.admin, other.domain.id)).toEqual([theirs]);
  });

  it('is for the roles the contract names only: others get 403 and nothing is removed', async () => {
    expect(removeDomainPluginEndpoint.roles).toEqual([ROLES.administrator]);
    const [pluginId = ''] = await listed(site.admin, site.domain.id);
    const byRole = new Map<number, SignedIn>([
      [ROLES.administrator, people.admin],
      [ROLES.moderator, people.moderator],
      [ROLES.viewer, people.viewer],
    ]);
    const refused = ALL_ROLES.filter((role) => !removeDomainPluginEndpoint.roles.includes(role));
    expect(refused).toEqual([ROLES.moderator, ROLES.viewer]);
    for (const role of refused) {
      const who = byRole.get(role);
      if (!who) throw new Error(`no user with role ${role}`);
      const response = await call(server, who, 'DELETE', removeUrl(site.domain.id, pluginId));
      expect(response.statusCode, `role ${role}`).toBe(403);
    }
    expect(await pluginExists(pluginId)).toBe(true);
  });
});
