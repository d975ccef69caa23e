import {
  ACCOUNT_MESSAGES,
  endOtherSessionsEndpoint,
  listUserSessionsEndpoint,
  ROLES,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  sessionCookieFrom,
  sessionHeaders,
  type TestServer,
} from '../../test/test-server';
import { toStoredTimestamp } from '../../lib/clock';

const SESSIONS = '/api/user/sessions';
const OTHERS = '/api/user/sessions/others';
const PASSWORD = 'user sessions test password 41';
const MINUTE = 60 * 1000;

describe('the signed-in user’s sessions', () => {
  let server: TestServer;
  let tenantA: string;
  let tenantB: string;

  const signIn = async (email: string, userAgent: string, ip = '203.0.113.9') => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: PASSWORD },
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(200);
    return sessionCookieFrom(response);
  };
  const list = async (cookie: string, tenantId: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: SESSIONS,
      headers: sessionHeaders(cookie, tenantId),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as Array<Record<string, unknown>>;
  };
  const endOthers = (cookie: string, tenantId: string) =>
    server.app.inject({ method: 'DELETE', url: OTHERS, headers: sessionHeaders(cookie, tenantId) });
  const sessionRows = (userEmail: string) =>
    server.ctx.database.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id', 'sessions.tenant_id'])
      .where('users.email', '=', userEmail)
      .execute();

  beforeAll(async () => {
    server = await createTestServer();
    const users = server.ctx.services.users;
    const user = (email: string, roleId: number) => ({
      name: email,
      email,
      password: PASSWORD,
      roleId,
      verified: true,
    });
    tenantA = (
      await users.createTenantWithUsers('Alpha', [
        user('ada@a.test', ROLES.administrator),
        user('mo@a.test', ROLES.moderator),
        user('vi@a.test', ROLES.viewer),
      ])
    ).id;
    tenantB = (await users.createTenantWithUsers('Beta', [user('bo@b.test', ROLES.administrator)]))
      .id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('are open to every role (the contract says so; a role check would 403 otherwise)', () => {
    expect(listUserSessionsEndpoint.roles).toEqual([
      ROLES.administrator,
      ROLES.moderator,
      ROLES.viewer,
    ]);
    expect(endOtherSessionsEndpoint.roles).toEqual(listUserSessionsEndpoint.roles);
  });

  it('lists only the caller’s live sessions, newest first, with the current one flagged', async () => {
    const first = await signIn('ada@a.test', 'Browser One', '198.51.100.1');
    server.clock.advance(MINUTE);
    const second = await signIn('ada@a.test', 'Browser Two', '198.51.100.2');
    server.clock.advance(MINUTE);
    const third = await signIn('ada@a.test', 'Browser Three', '198.51.100.3');
    // Other people's sessions, in the same tenant and in another one.
    await signIn('mo@a.test', 'Moderator Browser');
    await signIn('bo@b.test', 'Other Tenant Browser');

    const sessions = await list(second, tenantA);
    expect(sessions.map((session) => session.user_agent)).toEqual([
      'Browser Three',
      'Browser Two',
      'Browser One',
    ]);
    expect(sessions.map((session) => session.current)).toEqual([false, true, false]);
    expect(sessions[2]).toEqual({
      id: expect.any(String),
      current: false,
      created_at: '2026-11-21T09:00:00Z',
      last_seen_at: '2026-11-21T09:00:00Z',
      ip: '198.51.100.1',
      user_agent: 'Browser One',
    });
    // No token or hash ever leaves the server.
    expect(JSON.stringify(sessions)).not.toMatch(/token|hash/);

    // The other sessions still work: listing did not end anything.
    expect((await list(first, tenantA)).map((session) => session.current)).toEqual([
      false,
      false,
      true,
    ]);
    expect(await list(third, tenantA)).toHaveLength(3);
  });

  it('leaves out expired sessions and sign-ins still owing a second factor', async () => {
    const cookie = await signIn('vi@a.test', 'Viewer Current');
    await signIn('vi@a.test', 'Viewer Stale');
    const viewer = await server.ctx.database.db
      .selectFrom('users')
      .select(['id'])
      .where('email', '=', 'vi@a.test')
      .executeTakeFirstOrThrow();
    // Idle for more than 12 hours, without a request that would have removed it.
    await server.ctx.database.db
      .updateTable('sessions')
      .set({
        last_seen_at: toStoredTimestamp(new Date(server.clock.now().getTime() - 13 * 60 * MINUTE)),
      })
      .where('user_agent', '=', 'Viewer Stale')
      .execute();
    await server.ctx.services.sessions.create(viewer.id, tenantA, {
      userAgent: 'Viewer Pending',
      twoFactorPending: true,
    });

    const sessions = await list(cookie, tenantA);
    expect(sessions.map((session) => session.user_agent)).toEqual(['Viewer Current']);

    // "Everywhere else" removes them too, but counts only the sessions the list showed.
    const ended = await endOthers(cookie, tenantA);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: ACCOUNT_MESSAGES.otherSessionsEnded, ended: 0 });
    expect(await sessionRows('vi@a.test')).toHaveLength(1);
  });

  it('signs the user out everywhere else, and nobody else anywhere', async () => {
    const cookies = [
      await signIn('mo@a.test', 'Mo One'),
      await signIn('mo@a.test', 'Mo Two'),
      await signIn('mo@a.test', 'Mo Three'),
    ];
    const [current, ...others] = cookies as [string, string, string];
    const adaCookie = await signIn('ada@a.test', 'Ada Elsewhere');
    const boCookie = await signIn('bo@b.test', 'Bo Elsewhere');
    const adaBefore = (await sessionRows('ada@a.test')).length;
    const boBefore = (await sessionRows('bo@b.test')).length;
    const moBefore = (await list(current, tenantA)).length;

    const response = await endOthers(current, tenantA);
    expect(response.statusCode).toBe(200);
    // Mo's two new sessions and the one from the first test.
    expect(response.json()).toEqual({
      message: ACCOUNT_MESSAGES.otherSessionsEnded,
      ended: moBefore - 1,
    });
    expect(moBefore - 1).toBe(3);

    for (const cookie of others) {
      const refused = await server.app.inject({
        method: 'GET',
        url: SESSIONS,
        headers: sessionHeaders(cookie, tenantA),
      });
      expect(refused.statusCode).toBe(401);
    }
    const remaining = await list(current, tenantA);
    expect(remaining).toHaveLength(1);
    expect(remaining[0]).toMatchObject({ current: true, user_agent: 'Mo One' });

    // Another user of the same tenant, and another tenant, keep every session.
    expect(await sessionRows('ada@a.test')).toHaveLength(adaBefore);
    expect(await sessionRows('bo@b.test')).toHaveLength(boBefore);
    expect(await list(adaCookie, tenantA)).not.toHaveLength(0);
    expect(await list(boCookie, tenantB)).not.toHaveLength(0);

    // Nothing left to end.
    expect((await endOthers(current, tenantA)).json()).toMatchObject({ ended: 0 });
  });

  it('never reaches another tenant’s sessions through the tenant header', async () => {
    const cookie = await signIn('ada@a.test', 'Ada Cross');
    const boBefore = (await sessionRows('bo@b.test')).length;
    const read = await server.app.inject({
      method: 'GET',
      url: SESSIONS,
      headers: sessionHeaders(cookie, tenantB),
    });
    expect(read.statusCode).toBe(401);
    expect((await endOthers(cookie, tenantB)).statusCode).toBe(401);
    expect(await sessionRows('bo@b.test')).toHaveLength(boBefore);
    // …and the caller's own sessions were not touched either.
    expect((await list(cookie, tenantA)).length).toBeGreaterThan(1);
  });
});
