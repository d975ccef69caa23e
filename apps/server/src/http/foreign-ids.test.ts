/**
 * Other tenants' ids over the whole route table (issue 17): every id of every row one tenant
 * owns (domains, their scanner settings and components, plugins, rules, groups, users,
 * reports, appeals…), put into every id-taking console route by another tenant's
 * administrator, is refused — never a 2xx, never a 5xx. The same ids work for their own tenant
 * (a read of each kind answers 2xx), so the sweep is seen to use real ids.
 */
import { buildPath, type EndpointDefinition } from '@vigil/contract';
import { sql } from 'kysely';
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

const PARAMS = ['id', 'chartId', 'componentId', 'ruleId', 'pluginId'] as const;

/** Every id in a table that also has a tenant_id, of one tenant. */
async function idsOf(server: TestServer, tenantId: string): Promise<string[]> {
  const { db, kind } = server.ctx.database;
  const tables =
    kind === 'postgres'
      ? (
          await sql<{ table_name: string }>`
            select table_name from information_schema.columns
            where table_schema = current_schema() and column_name in ('id', 'tenant_id')
            group by table_name having count(*) = 2`.execute(db)
        ).rows
      : (
          await sql<{ table_name: string }>`
            select m.name as table_name from sqlite_master m join pragma_table_info(m.name) p
            where m.type = 'table' and p.name in ('id', 'tenant_id')
            group by m.name having count(*) = 2`.execute(db)
        ).rows;
  const ids = new Set<string>();
  for (const { table_name: table } of tables) {
    const rows = await sql<{ id: string | number }>`
      select id from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(db);
    for (const row of rows.rows) ids.add(String(row.id));
  }
  return [...ids];
}

/** Each id-taking route with the ids put in every parameter, and paired with each domain. */
function urlsOf(endpoint: EndpointDefinition, ids: readonly string[], domains: readonly string[]) {
  const names = PARAMS.filter((name) => endpoint.path.includes(`:${name}`));
  if (names.length === 0) return [];
  const urls = new Set<string>();
  for (const id of ids) {
    urls.add(buildPath(endpoint.path, Object.fromEntries(PARAMS.map((name) => [name, id]))));
    if (names.length > 1 && endpoint.path.startsWith('/domains/:id/')) {
      for (const domain of domains) {
        urls.add(
          buildPath(endpoint.path, {
            ...Object.fromEntries(PARAMS.map((n) => [n, id])),
            id: domain,
          }),
        );
      }
    }
  }
  return [...urls];
}

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
    ids = await idsOf(server, owner.tenantId);
  });
  afterAll(async () => {
    await receiver.stop();
    await server.close();
  });

  const routes = () =>
    registeredEndpoints(server.app).filter(
      (endpoint) => endpoint.access === 'session' && /:[A-Za-z]+/.test(endpoint.path),
    );

  async function sweep(who: SignedIn, endpoints: readonly EndpointDefinition[]) {
    const answers: Array<{ route: string; status: number }> = [];
    for (const endpoint of endpoints) {
      for (const url of urlsOf(endpoint, ids, [String(owner.domain.id)])) {
        const response = await server.app.inject({
          method: endpoint.method,
          url: `/api${url}`,
          headers: { ...who.headers, 'content-type': 'application/json' },
          ...(endpoint.method === 'GET' ? {} : { payload: '{}' }),
        });
        answers.push({ route: `${endpoint.method} ${url}`, status: response.statusCode });
      }
    }
    return answers;
  }

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
