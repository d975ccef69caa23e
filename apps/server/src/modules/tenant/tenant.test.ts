import {
  ACCOUNT_MESSAGES,
  ACTIVE_MINUTES_MAX,
  MESSAGES,
  TENANT_NOT_FOUND_MESSAGE,
  USER_MESSAGES,
  ROLES,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, sessionHeaders, type TestServer } from '../../test/test-server';
import {
  createTenantWithUser,
  recordingClient,
  signIn,
  TEST_PASSWORD,
  type RecordingClient,
} from '../two-factor/two-factor-test-kit';

const SETTINGS = '/api/tenant/settings';

describe('tenant settings', () => {
  let server: TestServer;
  let client: RecordingClient;
  let tenantA: string;
  let tenantB: string;
  let adminA: Record<string, string>;
  let moderatorA: Record<string, string>;
  let viewerA: Record<string, string>;
  let adminB: Record<string, string>;
  let cookieA: string;

  beforeAll(async () => {
    server = await createTestServer();
    client = recordingClient(server);
    const users = server.ctx.services.users;
    tenantA = (
      await users.createTenantWithUsers('Alpha', [
        { name: 'Ada', email: 'ada@a.test', password: TEST_PASSWORD, roleId: 1, verified: true },
        {
          name: 'Mo',
          email: 'mo@a.test',
          password: TEST_PASSWORD,
          roleId: ROLES.moderator,
          verified: true,
        },
        {
          name: 'Vi',
          email: 'vi@a.test',
          password: TEST_PASSWORD,
          roleId: ROLES.viewer,
          verified: true,
        },
      ])
    ).id;
    tenantB = await createTenantWithUser(server, 'bo@b.test');
    cookieA = (await signIn(client, 'ada@a.test')).cookie;
    adminA = sessionHeaders(cookieA, tenantA);
    moderatorA = sessionHeaders((await signIn(client, 'mo@a.test')).cookie, tenantA);
    viewerA = sessionHeaders((await signIn(client, 'vi@a.test')).cookie, tenantA);
    adminB = sessionHeaders((await signIn(client, 'bo@b.test')).cookie, tenantB);
  });
  afterAll(async () => {
    await server.close();
  });

  const read = async (headers: Record<string, string>) => {
    const response = await client.request('GET', SETTINGS, { headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('answers the spec defaults to any role', async () => {
    const defaults = { lock_minutes: 20, active_minutes: 60, two_factor_enforcement_date: null };
    for (const headers of [adminA, moderatorA, viewerA])
      expect(await read(headers)).toEqual(defaults);
  });

  it('lets an administrator change the minutes and the enforcement date', async () => {
    const response = await client.request('PUT', SETTINGS, {
      headers: adminA,
      payload: { lock_minutes: 15, active_minutes: 45, two_factor_enforcement_date: '2027-03-01' },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      lock_minutes: 15,
      active_minutes: 45,
      two_factor_enforcement_date: '2027-03-01',
    };
    expect(response.json()).toEqual({
      message: ACCOUNT_MESSAGES.tenantSettingsSaved,
      data: expected,
    });
    expect(await read(moderatorA)).toEqual(expected);

    // Left out, the date stays; null removes it.
    await client.request('PUT', SETTINGS, {
      headers: adminA,
      payload: { lock_minutes: 10, active_minutes: 45 },
    });
    expect(await read(adminA)).toMatchObject({
      lock_minutes: 10,
      two_factor_enforcement_date: '2027-03-01',
    });
    await client.request('PUT', SETTINGS, {
      headers: adminA,
      payload: { lock_minutes: 10, active_minutes: 45, two_factor_enforcement_date: null },
    });
    expect(await read(adminA)).toMatchObject({ two_factor_enforcement_date: null });
  });

  it('refuses changes from other roles with 403 and changes nothing', async () => {
    const before = await read(adminA);
    for (const headers of [moderatorA, viewerA]) {
      const response = await client.request('PUT', SETTINGS, {
        headers,
        payload: { lock_minutes: 5, active_minutes: 30, two_factor_enforcement_date: '2026-01-01' },
      });
      expect(response.statusCode).toBe(403);
      // The route's role check (contract `roles`) answers before the service's own check.
      expect(response.json()).toEqual({ message: USER_MESSAGES.roleForbidden });
    }
    expect(await read(adminA)).toEqual(before);
  });

  it('validates with the spec rules and texts', async () => {
    const cases: Array<[object, Record<string, string[]>]> = [
      [
        { lock_minutes: 0, active_minutes: 60 },
        { lock_minutes: [MESSAGES.minutesPositive('Lock minutes')] },
      ],
      [
        { lock_minutes: 20, active_minutes: ACTIVE_MINUTES_MAX + 1 },
        { active_minutes: [MESSAGES.activeMinutesTooLarge] },
      ],
      [
        { lock_minutes: 60, active_minutes: 60 },
        { lock_minutes: [MESSAGES.lockMinutesNotBelowActive] },
      ],
      [
        { lock_minutes: 20, active_minutes: 60, two_factor_enforcement_date: '2027-02-30' },
        { two_factor_enforcement_date: [MESSAGES.invalidQueryDate] },
      ],
    ];
    const before = await read(adminA);
    for (const [payload, errors] of cases) {
      const response = await client.request('PUT', SETTINGS, { headers: adminA, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors, JSON.stringify(payload)).toEqual(errors);
    }
    expect(await read(adminA)).toEqual(before);
  });

  it('keeps tenants apart: one tenant never reads or changes another', async () => {
    await client.request('PUT', SETTINGS, {
      headers: adminB,
      payload: { lock_minutes: 7, active_minutes: 70, two_factor_enforcement_date: '2028-01-01' },
    });
    await client.request('PUT', SETTINGS, {
      headers: adminA,
      payload: { lock_minutes: 11, active_minutes: 22, two_factor_enforcement_date: null },
    });
    expect(await read(adminB)).toEqual({
      lock_minutes: 7,
      active_minutes: 70,
      two_factor_enforcement_date: '2028-01-01',
    });
    expect(await read(adminA)).toMatchObject({ lock_minutes: 11, active_minutes: 22 });

    // A's session naming B in the header is refused outright, for reading and writing.
    const crossHeaders = sessionHeaders(cookieA, tenantB);
    const crossRead = await client.request('GET', SETTINGS, { headers: crossHeaders });
    expect(crossRead.statusCode).toBe(401);
    expect(crossRead.json()).toEqual({ message: TENANT_NOT_FOUND_MESSAGE });
    const crossWrite = await client.request('PUT', SETTINGS, {
      headers: crossHeaders,
      payload: { lock_minutes: 1, active_minutes: 2 },
    });
    expect(crossWrite.statusCode).toBe(401);
    expect(await read(adminB)).toMatchObject({ lock_minutes: 7, active_minutes: 70 });
  });
});
