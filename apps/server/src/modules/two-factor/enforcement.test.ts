import { ACCOUNT_MESSAGES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, sessionHeaders, type TestServer } from '../../test/test-server';
import { isEnforcementDue } from './enforcement';
import {
  codeAt,
  createTenantWithUser,
  recordingClient,
  setEnforcementDate,
  setUpTwoFactor,
  signIn,
  type RecordingClient,
} from './two-factor-test-kit';

describe('isEnforcementDue', () => {
  it('compares calendar dates in UTC, from the date itself onwards', () => {
    expect(isEnforcementDue(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(isEnforcementDue('2026-11-22', new Date('2026-11-21T23:59:59.999Z'))).toBe(false);
    expect(isEnforcementDue('2026-11-22', new Date('2026-11-22T00:00:00.000Z'))).toBe(true);
    expect(isEnforcementDue('2026-11-22', new Date('2027-01-01T00:00:00.000Z'))).toBe(true);
  });
});

describe('two-factor enforcement by the tenant', () => {
  let server: TestServer;
  let client: RecordingClient;

  beforeAll(async () => {
    server = await createTestServer();
    client = recordingClient(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const today = () => server.clock.now().toISOString().slice(0, 10);

  it('carries a future date in the login reply without enforcing it', async () => {
    const tenantId = await createTenantWithUser(server, 'future@enforce.test', {
      enforcementDate: '2026-12-31',
    });
    const { response, cookie } = await signIn(client, 'future@enforce.test');
    expect(response.json()).toMatchObject({
      two_factor: false,
      two_factor_enforced: false,
      two_factor_enforcement_date: '2026-12-31',
    });
    const settings = await client.request('GET', '/api/tenant/settings', {
      headers: sessionHeaders(cookie, tenantId),
    });
    expect(settings.statusCode).toBe(200);
  });

  it('enforces from the date itself: set-up routes work, others answer 423 until set-up is done', async () => {
    const tenantId = await createTenantWithUser(server, 'today@enforce.test', {
      enforcementDate: today(),
    });
    const { response, cookie } = await signIn(client, 'today@enforce.test');
    expect(response.json()).toMatchObject({
      two_factor: false,
      two_factor_enforced: true,
      two_factor_enforcement_date: today(),
    });
    const headers = sessionHeaders(cookie, tenantId);

    const blocked = await client.request('GET', '/api/tenant/settings', { headers });
    expect(blocked.statusCode).toBe(423);
    expect(blocked.json()).toEqual({ message: ACCOUNT_MESSAGES.twoFactorMustBeEnabled });
    const me = await client.request('GET', '/api/users/me', { headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ two_factor_enabled: false });

    const { secret } = await setUpTwoFactor(server, client, cookie, tenantId);
    const open = await client.request('GET', '/api/tenant/settings', { headers });
    expect(open.statusCode).toBe(200);

    // From now on this user signs in with a code, and is no longer "enforced".
    const next = await signIn(client, 'today@enforce.test');
    expect(next.response.json()).toMatchObject({ two_factor: true, two_factor_enforced: false });
    const finished = await client.request('POST', '/api/two-factor-challenge', {
      headers: sessionHeaders(next.cookie, tenantId),
      payload: { code: codeAt(secret, server.clock.now()) },
    });
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ two_factor_enforced: false });
  });

  it('starts enforcing mid-session when the UTC date is reached', async () => {
    server.clock.set('2026-11-21T23:59:58.000Z');
    const tenantId = await createTenantWithUser(server, 'midnight@enforce.test', {
      enforcementDate: '2026-11-22',
    });
    const { response, cookie } = await signIn(client, 'midnight@enforce.test');
    expect(response.json()).toMatchObject({ two_factor_enforced: false });
    const headers = sessionHeaders(cookie, tenantId);
    expect((await client.request('GET', '/api/tenant/settings', { headers })).statusCode).toBe(200);
    server.clock.advance(2_000);
    expect((await client.request('GET', '/api/tenant/settings', { headers })).statusCode).toBe(423);
  });

  it('stops enforcing when the administrator removes the date', async () => {
    const tenantId = await createTenantWithUser(server, 'removed@enforce.test', {
      enforcementDate: '2026-01-01',
    });
    const { cookie } = await signIn(client, 'removed@enforce.test');
    const headers = sessionHeaders(cookie, tenantId);
    expect((await client.request('GET', '/api/tenant/settings', { headers })).statusCode).toBe(423);
    await setEnforcementDate(server, tenantId, null);
    expect((await client.request('GET', '/api/tenant/settings', { headers })).statusCode).toBe(200);
  });
});
