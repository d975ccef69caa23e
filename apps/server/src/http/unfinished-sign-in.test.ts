import {
  ACCOUNT_MESSAGES,
  UNAUTHENTICATED_MESSAGE,
  type EndpointDefinition,
  type UnfinishedSignIn,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTenantWithUser,
  recordingClient,
  setUpTwoFactor,
  signIn,
  type RecordingClient,
} from '../modules/two-factor/two-factor-test-kit';
import { createTestServer, sessionHeaders, type TestServer } from '../test/test-server';
import { registeredEndpoints } from './register-endpoint';
import { placeholderPath } from './route-sweep-kit';

/**
 * Sweeps the whole route table with sessions whose sign-in is unfinished: every session
 * route that does not list the stage in `allowUnfinishedSignIn` refuses it, so a route added
 * later is covered without anyone remembering to.
 */
describe('unfinished sign-ins over the whole route table', () => {
  let server: TestServer;
  let client: RecordingClient;

  beforeAll(async () => {
    server = await createTestServer();
    client = recordingClient(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const sessionRoutes = () =>
    registeredEndpoints(server.app).filter((endpoint) => endpoint.access === 'session');
  const allows = (endpoint: EndpointDefinition, stage: UnfinishedSignIn) =>
    endpoint.allowUnfinishedSignIn?.includes(stage) === true;
  const urlOf = (endpoint: EndpointDefinition) => `/api${placeholderPath(endpoint)}`;
  // Signing out ends the session the sweep is using, so it goes last.
  const logoutLast = (a: EndpointDefinition, b: EndpointDefinition) =>
    Number(a.path === '/logout') - Number(b.path === '/logout');

  it('answers 401 to a session still owing its second factor, except on the challenge and sign-out', async () => {
    const tenantId = await createTenantWithUser(server, 'pending@sweep.test');
    const { cookie } = await signIn(client, 'pending@sweep.test');
    await setUpTwoFactor(server, client, cookie, tenantId);
    const pending = await signIn(client, 'pending@sweep.test');
    expect(pending.response.json()).toMatchObject({ two_factor: true });
    const headers = sessionHeaders(pending.cookie, tenantId);

    let allowed = 0;
    for (const endpoint of [...sessionRoutes()].sort(logoutLast)) {
      const response = await client.request(endpoint.method, urlOf(endpoint), { headers });
      const label = `${endpoint.method} ${endpoint.path}`;
      if (allows(endpoint, 'second-factor')) {
        allowed += 1;
        expect(response.statusCode, label).not.toBe(401);
      } else {
        expect(response.statusCode, label).toBe(401);
        expect(response.json(), label).toEqual({ message: UNAUTHENTICATED_MESSAGE });
      }
    }
    expect(allowed).toBe(2);
  });

  it('answers 423 "two-factor must be enabled" to a user owing enforced set-up, except on set-up, session check, EULA and sign-out', async () => {
    const tenantId = await createTenantWithUser(server, 'owing@sweep.test', {
      enforcementDate: '2026-01-01',
    });
    const { response, cookie } = await signIn(client, 'owing@sweep.test');
    expect(response.json()).toMatchObject({ two_factor_enforced: true });
    const headers = sessionHeaders(cookie, tenantId);

    const refused: string[] = [];
    for (const endpoint of [...sessionRoutes()].sort(logoutLast)) {
      const reply = await client.request(endpoint.method, urlOf(endpoint), { headers });
      const label = `${endpoint.method} ${endpoint.path}`;
      if (allows(endpoint, 'two-factor-setup')) {
        expect(reply.statusCode, label).not.toBe(423);
        expect(reply.statusCode, label).not.toBe(401);
      } else {
        refused.push(label);
        expect(reply.statusCode, label).toBe(423);
        expect(reply.json(), label).toEqual({ message: ACCOUNT_MESSAGES.twoFactorMustBeEnabled });
        // The console starts the set-up on a 423 whose message is about two-factor (spec §8).
        expect(reply.json().message).toMatch(/two[- ]?factor/i);
      }
    }
    expect(refused).toContain('GET /tenant/settings');
    expect(refused).toContain('DELETE /user/two-factor-authentication');
  });
});
