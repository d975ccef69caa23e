import {
  ROLES,
  TENANT_HEADER,
  TENANT_NOT_FOUND_MESSAGE,
  type TModerationGroup,
  type TUser,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { call, seedTenant, type SignedIn } from './users-test-kit';

/**
 * An administrator of tenant A can never read or change tenant B's users or groups, whatever
 * ids or headers they send: B's ids answer 404 (or 422 inside a body), B's header 401.
 */
describe('tenant administration stays inside the tenant', () => {
  let server: TestServer;
  let adminA: SignedIn;
  let adminB: SignedIn;
  let modB: SignedIn;
  let tenantB = '';
  let groupB = '';

  const snapshotB = async () => ({
    users: ((await call(server, adminB, 'GET', '/users')).json() as { data: TUser[] }).data,
    groups: (
      (await call(server, adminB, 'GET', '/moderation-groups')).json() as {
        data: TModerationGroup[];
      }
    ).data,
  });

  beforeAll(async () => {
    server = await createTestServer();
    adminA = (await seedTenant(server, 'A', 'a.test', { admin: ROLES.administrator })).users.admin;
    const b = await seedTenant(server, 'B', 'b.test', {
      admin: ROLES.administrator,
      mod: ROLES.moderator,
    });
    ({ admin: adminB, mod: modB } = b.users);
    tenantB = b.tenantId;
    const group = await call(server, adminB, 'POST', '/moderation-groups', {
      name: 'B team',
      member_ids: [modB.id],
    });
    groupB = (group.json() as { data: { id: string } }).data.id;
  });
  afterAll(async () => {
    await server.close();
  });

  it("lists only the caller's tenant", async () => {
    const users = (await call(server, adminA, 'GET', '/users')).json() as { data: TUser[] };
    expect(users.data.map((user) => user.email)).toEqual(['admin@a.test']);
    const groups = (await call(server, adminA, 'GET', '/moderation-groups')).json() as {
      data: unknown[];
    };
    expect(groups.data).toEqual([]);
  });

  it("answers 404 to B's user and group ids and 422 to them inside bodies, changing nothing", async () => {
    const before = await snapshotB();
    const attempts: Array<[string, 'POST' | 'PUT' | 'DELETE', string, object | undefined]> = [
      ['404', 'PUT', `/users/${modB.id}`, { name: 'Hijacked', role_id: ROLES.viewer }],
      ['404', 'PUT', `/users/${adminB.id}`, { name: 'Hijacked', role_id: ROLES.viewer }],
      ['404', 'DELETE', `/users/${modB.id}`, undefined],
      ['404', 'PUT', `/moderation-groups/${groupB}`, { name: 'Hijacked', member_ids: [] }],
      ['404', 'DELETE', `/moderation-groups/${groupB}`, undefined],
      ['422', 'POST', '/users', { name: 'N', email: 'n@a.test', role_id: 2, group_ids: [groupB] }],
      ['422', 'PUT', `/users/${adminA.id}`, { name: 'A', role_id: 1, group_ids: [groupB] }],
      ['422', 'POST', '/moderation-groups', { name: 'Mine', member_ids: [modB.id] }],
    ];
    for (const [expected, method, url, payload] of attempts) {
      const response = await call(server, adminA, method, url, payload);
      expect(String(response.statusCode), `${method} ${url}`).toBe(expected);
    }
    expect(await snapshotB()).toEqual(before);
    const own = (await call(server, adminA, 'GET', '/users')).json() as { data: TUser[] };
    expect(own.data.map((user) => user.email)).toEqual(['admin@a.test']);
  });

  it("refuses A's session with B's tenant header on every administration route", async () => {
    const before = await snapshotB();
    for (const [method, url] of [
      ['GET', '/users'],
      ['POST', '/users'],
      ['PUT', `/users/${modB.id}`],
      ['DELETE', `/users/${modB.id}`],
      ['GET', '/moderation-groups'],
      ['DELETE', `/moderation-groups/${groupB}`],
    ] as const) {
      const response = await server.app.inject({
        method,
        url: `/api${url}`,
        headers: { ...adminA.headers, [TENANT_HEADER]: tenantB },
        ...(method === 'POST' ? { payload: { name: 'N', email: 'x@b.test', role_id: 1 } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: TENANT_NOT_FOUND_MESSAGE });
    }
    expect(await snapshotB()).toEqual(before);
  });
});
