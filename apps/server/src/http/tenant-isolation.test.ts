import { TENANT_NOT_FOUND_MESSAGE, UNAUTHENTICATED_MESSAGE, ROLES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  sessionCookieFrom,
  sessionHeaders,
  type TestServer,
} from '../test/test-server';
import { registeredEndpoints } from './register-endpoint';
import { placeholderPath } from './route-sweep-kit';

/**
 * Sweeps the whole route table: every console route that needs a session refuses a caller
 * without one, and refuses a signed-in caller whose tenant header names another tenant.
 * New routes are covered the moment they are registered; route-table.test.ts checks that this
 * table is exactly the published one.
 */
describe('tenant isolation over the whole route table', () => {
  let server: TestServer;
  let cookieA: string;
  let tenantA: string;
  let tenantB: string;

  beforeAll(async () => {
    server = await createTestServer();
    const users = server.ctx.services.users;
    const password = 'isolation test password 7';
    tenantA = (
      await users.createTenantWithUsers('Tenant A', [
        { name: 'A', email: 'a@a.test', password, roleId: ROLES.administrator, verified: true },
      ])
    ).id;
    tenantB = (
      await users.createTenantWithUsers('Tenant B', [
        { name: 'B', email: 'b@b.test', password, roleId: ROLES.administrator, verified: true },
      ])
    ).id;
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@a.test', password },
    });
    cookieA = sessionCookieFrom(login);
  });
  afterAll(async () => {
    await server.close();
  });

  const sessionRoutes = () =>
    registeredEndpoints(server.app).filter((endpoint) => endpoint.access === 'session');

  it('covers at least the session check', () => {
    expect(sessionRoutes().map((endpoint) => endpoint.path)).toContain('/users/me');
  });

  it('refuses every session route without a session', async () => {
    for (const endpoint of sessionRoutes()) {
      const url = `/api${placeholderPath(endpoint)}`;
      const response = await server.app.inject({ method: endpoint.method, url });
      expect(response.statusCode, `${endpoint.method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: UNAUTHENTICATED_MESSAGE });
    }
  });

  it('refuses every session route when the tenant header names another tenant', async () => {
    for (const endpoint of sessionRoutes()) {
      const url = `/api${placeholderPath(endpoint)}`;
      const response = await server.app.inject({
        method: endpoint.method,
        url,
        headers: sessionHeaders(cookieA, tenantB),
      });
      expect(response.statusCode, `${endpoint.method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: TENANT_NOT_FOUND_MESSAGE });

      if (endpoint.tenantHeader !== 'optional') {
        const withoutHeader = await server.app.inject({
          method: endpoint.method,
          url,
          headers: { cookie: cookieA },
        });
        expect(withoutHeader.statusCode, `${endpoint.method} ${url} without header`).toBe(401);
        expect(withoutHeader.json()).toEqual({ message: TENANT_NOT_FOUND_MESSAGE });
      }
    }
    // The same session with its own tenant is let through, so the refusals above are real.
    const own = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: sessionHeaders(cookieA, tenantA),
    });
    expect(own.statusCode).toBe(200);
  });
});
