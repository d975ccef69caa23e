/**
 * Other tenants' ids over the whole route table (issue 17): every id of every row one tenant
 * owns (domains, their scanner settings and components, plugins, rules, groups, users,
 * reports, appeals…), put into every id-taking console route by another tenant's
 * administrator, is refused — never a 2xx, never a 5xx. The same ids work for their own tenant
 * (a read of each kind answers 2xx), so the sweep is seen to use real ids.
 */
import type { EndpointDefinition } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server';
import type { CallbackReceiver } from '../modules/callbacks/callback-receiver-test-kit';
import {
  limitToGroup,
  seedDecidingSite,
  seedQueueSite,
  submitScanned,
  type QueueSite,
} from '../modules/moderation/moderation-test-kit';
import { signedCall } from '../modules/plugin-api/plugin-api-test-kit';
import type { SignedIn } from '../modules/users/users-test-kit';
import { registeredEndpoints } from './register-endpoint';
import { idsWhere, sweepIds, unfilledParams } from './route-sweep-kit';

describe('another tenant’s ids in every id-taking route', () => {
  let server: TestServer;
  let owner: QueueSite;
  let stranger: QueueSite;
  let receiver: CallbackReceiver;
  let ids: string[];

  beforeAll(async () => {
    server = await createTestServer();
    ({ site: owner, receiver } = await seedDecidingSite(
      server,
      'Owner Ltd',
      'owner.example.com',
      '/callback',
    ));
    await limitToGroup(server, owner, 'Day shift', [owner.moderator]);
    const unpublished = await submitScanned(server, owner, 'owned-1', 'Win the jackpot');
    await submitScanned(server, owner, 'owned-2', 'Visit my casino');
    const appeal = await signedCall(server, owner, {
      method: 'POST',
      url: `/plugin/v1/content/${unpublished}/appeal`,
      body: { text: 'Please look again.' },
    });
    expect(appeal.statusCode, appeal.body).toBe(201);
    stranger = await seedQueueSite(server, 'Stranger Ltd', 'stranger.example.com');
    ids = await idsWhere(server, 'tenant_id', [owner.tenantId]);
  });
  afterAll(async () => {
    await receiver.stop();
    await server.close();
  });

  const routes = () =>
    registeredEndpoints(server.app).filter(
      (endpoint) => endpoint.access === 'session' && /:[A-Za-z]+/.test(endpoint.path),
    );

  const sweep = (who: SignedIn, endpoints: readonly EndpointDefinition[]) =>
    sweepIds(server, who, endpoints, ids, [String(owner.domain.id)]);

  it('fills every path parameter of the route table, so no id-taking route escapes', () => {
    expect(unfilledParams(registeredEndpoints(server.app))).toEqual([]);
  });

  it('refuses every one of them to another tenant’s administrator', async () => {
    expect(ids.length).toBeGreaterThan(10);
    expect(routes().length).toBeGreaterThan(15);
    const answers = await sweep(stranger.admin, routes());
    expect(answers.length).toBeGreaterThan(500);
    expect(answers.filter((answer) => answer.status < 300 || answer.status >= 500)).toEqual([]);
  });

  it('answers the owner’s own reads with the same ids', async () => {
    const reads = routes().filter((endpoint) => endpoint.method === 'GET');
    const answers = await sweep(owner.admin, reads);
    const served = new Set(
      answers
        .filter((answer) => answer.status === 200)
        .map((answer) => answer.route.split(' ')[1]?.split('/')[1]),
    );
    // The id-taking reads: a domain's pages and a report's audit log.
    for (const kind of ['domains', 'report']) {
      expect(served, kind).toContain(kind);
    }
  });
});
