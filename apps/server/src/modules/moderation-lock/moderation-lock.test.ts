import {
  buildPath,
  MODERATION_LOCK_MESSAGES,
  ZLockModerationResponseSchema,
  ZModerationLockedErrorSchema,
} from '@vigil/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registeredEndpoints } from '../../http/register-endpoint';
import { createTestServer, type TestServer } from '../../test/test-server';
import { ADMIN_MODERATOR_VIEWER, call, seedTenant, type SignedIn } from '../users/users-test-kit';
import {
  addTimedProbes,
  callProbe,
  lockNow,
  lockRow,
  MINUTE_MS,
  timedModerationProbe,
} from './moderation-lock-test-kit';

/** Spec §4 Moderation lock, enforced by the server: POST /report/lock and the 423 that follows. */
describe('moderation lock', () => {
  let server: TestServer;
  let admin: SignedIn;
  let moderator: SignedIn;
  let colleague: SignedIn;
  let viewer: SignedIn;
  let outsider: SignedIn;

  beforeAll(async () => {
    server = await createTestServer();
    addTimedProbes(server);
    const own = await seedTenant(server, 'Lock Ltd', 'lock.test', {
      ...ADMIN_MODERATOR_VIEWER,
      colleague: ADMIN_MODERATOR_VIEWER.moderator,
    });
    ({ admin, moderator, colleague, viewer } = own.users);
    outsider = (await seedTenant(server, 'Other Ltd', 'other.test', { moderator: 2 })).users
      .moderator;
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    // Each test starts unlocked and uncounted, whatever an earlier one left.
    await server.ctx.database.db.deleteFrom('moderation_locks').execute();
    await server.ctx.database.db.deleteFrom('moderator_activity').execute();
  });

  const expectLocked = (
    response: Awaited<ReturnType<typeof callProbe>>,
    lockedUntil: string,
    retryAfterSeconds: number,
  ) => {
    expect(response.statusCode).toBe(423);
    const body = ZModerationLockedErrorSchema.strict().parse(response.json());
    expect(body).toEqual({
      message: MODERATION_LOCK_MESSAGES.locked,
      locked_until: lockedUntil,
      retry_after: retryAfterSeconds,
    });
    expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
  };

  it('locks a moderator for the lock minutes: 423 with locked_until and Retry-After until they pass', async () => {
    expect((await callProbe(server, moderator)).statusCode).toBe(200);
    const start = server.clock.now();
    const lockedUntil = `${new Date(start.getTime() + 20 * MINUTE_MS).toISOString().slice(0, 19)}Z`;

    const locked = await lockNow(server, moderator);
    expect(locked.statusCode).toBe(200);
    expect(ZLockModerationResponseSchema.parse(locked.json())).toEqual({
      message: MODERATION_LOCK_MESSAGES.lockedNow,
      locked_until: lockedUntil,
      retry_after: 20 * 60,
    });
    expect(await lockRow(server, moderator.id)).toMatchObject({ source: 'console' });

    expectLocked(await callProbe(server, moderator), lockedUntil, 20 * 60);
    expectLocked(
      await call(server, moderator, 'POST', timedModerationProbe.path, {}),
      lockedUntil,
      20 * 60,
    );

    server.clock.advance(20 * MINUTE_MS - 1500);
    expectLocked(await callProbe(server, moderator), lockedUntil, 2);
    server.clock.advance(1000);
    expectLocked(await callProbe(server, moderator), lockedUntil, 1);
    server.clock.advance(500);
    expect((await callProbe(server, moderator)).statusCode).toBe(200);
    // The ended lock is cleared, and the count starts again from nothing.
    expect(await lockRow(server, moderator.id)).toBeUndefined();
  });

  it('keeps the end of a lock in force when the console locks again', async () => {
    const first = (await lockNow(server, moderator)).json<{ locked_until: string }>();
    server.clock.advance(5 * MINUTE_MS);
    const again = await lockNow(server, moderator);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: MODERATION_LOCK_MESSAGES.lockedNow,
      locked_until: first.locked_until,
      retry_after: 15 * 60,
    });
    expectLocked(await callProbe(server, moderator), first.locked_until, 15 * 60);
  });

  it('uses the tenant lock minutes', async () => {
    await call(server, admin, 'PUT', '/tenant/settings', {
      lock_minutes: 7,
      active_minutes: 30,
      two_factor_enforcement_date: null,
    }).then((response) => expect(response.statusCode).toBe(200));
    const answer = (await lockNow(server, moderator)).json<{ locked_until: string }>();
    const expected = new Date(server.clock.now().getTime() + 7 * MINUTE_MS);
    expect(answer.locked_until).toBe(`${expected.toISOString().slice(0, 19)}Z`);
    expectLocked(await callProbe(server, moderator), answer.locked_until, 7 * 60);
    await call(server, admin, 'PUT', '/tenant/settings', {
      lock_minutes: 20,
      active_minutes: 60,
      two_factor_enforcement_date: null,
    });
  });

  it('never locks an administrator', async () => {
    const answer = await lockNow(server, admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      message: MODERATION_LOCK_MESSAGES.notTimed,
      locked_until: `${server.clock.now().toISOString().slice(0, 19)}Z`,
      retry_after: 0,
    });
    expect(await lockRow(server, admin.id)).toBeUndefined();
    expect((await callProbe(server, admin)).statusCode).toBe(200);
  });

  it('locks only the caller: colleagues and other tenants moderate on', async () => {
    await lockNow(server, moderator);
    expect((await callProbe(server, moderator)).statusCode).toBe(423);
    expect((await callProbe(server, colleague)).statusCode).toBe(200);
    expect((await callProbe(server, outsider)).statusCode).toBe(200);
    expect((await callProbe(server, admin)).statusCode).toBe(200);
    expect(await lockRow(server, colleague.id)).toBeUndefined();
    expect(await lockRow(server, moderator.id)).toMatchObject({ tenant_id: expect.any(String) });
    const ownTenant = await server.ctx.database.db
      .selectFrom('users')
      .select('tenant_id')
      .where('id', '=', moderator.id)
      .executeTakeFirstOrThrow();
    expect((await lockRow(server, moderator.id))?.tenant_id).toBe(ownTenant.tenant_id);
  });

  it('answers a 423 the console cannot mistake for the two-factor one (spec §8)', async () => {
    await lockNow(server, moderator);
    const response = await callProbe(server, moderator);
    expect(response.statusCode).toBe(423);
    expect(response.json<{ message: string }>().message).not.toMatch(/two[- ]?factor/i);
  });

  it('leaves POST /report/lock and calls outside /report and /moderation/ open while locked', async () => {
    await lockNow(server, moderator);
    expect((await lockNow(server, moderator)).statusCode).toBe(200);
    for (const url of ['/users/me', '/tenant/settings', '/moderation-categories']) {
      expect((await call(server, moderator, 'GET', url)).statusCode, url).not.toBe(423);
    }
  });

  it('marks exactly the /report… and /moderation/… calls as timed, except POST /report/lock', () => {
    for (const endpoint of registeredEndpoints(server.app)) {
      const underModeration =
        endpoint.path === '/report' ||
        endpoint.path.startsWith('/report/') ||
        endpoint.path.startsWith('/moderation/');
      const expected = underModeration && endpoint.path !== '/report/lock';
      expect(endpoint.moderationTimed === true, `${endpoint.method} ${endpoint.path}`).toBe(
        expected,
      );
    }
  });

  it('answers 423 on every timed call the server serves while the moderator is locked', async () => {
    const { locked_until } = (await lockNow(server, moderator)).json<{ locked_until: string }>();
    const timed = registeredEndpoints(server.app).filter((endpoint) => endpoint.moderationTimed);
    expect(timed.length).toBeGreaterThanOrEqual(2);
    for (const endpoint of timed) {
      const response = await server.app.inject({
        method: endpoint.method,
        url: `/api${buildPath(endpoint.path, { id: 'x' })}`,
        headers: moderator.headers,
        // Input that fails validation: the lock answers first.
        ...(endpoint.body ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(423);
      expect(response.json()).toEqual({
        message: MODERATION_LOCK_MESSAGES.locked,
        locked_until,
        retry_after: 20 * 60,
      });
    }
    server.clock.advance(20 * MINUTE_MS);
    for (const endpoint of timed) {
      const response = await server.app.inject({
        method: endpoint.method,
        url: `/api${buildPath(endpoint.path, { id: 'x' })}`,
        headers: moderator.headers,
        ...(endpoint.body ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).not.toBe(423);
    }
  });

  it('refuses POST /report/lock to viewers and callers without a session', async () => {
    expect((await lockNow(server, viewer)).statusCode).toBe(403);
    expect((await lockNow(server, { ...moderator, headers: {} })).statusCode).toBe(401);
    expect(await lockRow(server, viewer.id)).toBeUndefined();
  });
});
