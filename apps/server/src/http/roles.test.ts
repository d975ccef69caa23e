import {
  ADMINISTRATORS_ONLY,
  ROLES,
  USER_MESSAGES,
  type EndpointDefinition,
  type RoleId,
} from '@vigil/contract';
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
 * Sweeps the whole route table with one signed-in user of each role: a route answers 403
 * exactly when its contract `roles` leave the role out (absent = administrators only), and
 * the role check never refuses a role the route lists. Dummy ids may still bring 404 or 422;
 * only "not 403" is asserted for the allowed ones. New routes are covered when registered.
 */
describe('roles over the whole route table', () => {
  let server: TestServer;
  let tenantId = '';
  const headersByRole = new Map<RoleId, Record<string, string>>();
  const password = 'roles sweep password 9';

  beforeAll(async () => {
    server = await createTestServer();
    const people = [
      { role: ROLES.administrator, email: 'admin@roles.test' },
      { role: ROLES.moderator, email: 'moderator@roles.test' },
      { role: ROLES.viewer, email: 'viewer@roles.test' },
    ];
    tenantId = (
      await server.ctx.services.users.createTenantWithUsers(
        'Roles Ltd',
        people.map(({ role, email }) => ({
          name: email,
          email,
          password,
          roleId: role,
          verified: true,
        })),
      )
    ).id;
    for (const { role, email } of people) {
      const login = await server.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
      });
      headersByRole.set(role, sessionHeaders(sessionCookieFrom(login), tenantId));
    }
  });
  afterAll(async () => {
    await server.close();
  });

  // Signing out ends the session the sweep is using, so it goes last.
  const sessionRoutes = () =>
    registeredEndpoints(server.app)
      .filter((endpoint) => endpoint.access === 'session')
      .sort((a, b) => Number(a.path === '/logout') - Number(b.path === '/logout'));
  const urlOf = (endpoint: EndpointDefinition) => `/api${placeholderPath(endpoint)}`;
  const mayCall = (endpoint: EndpointDefinition, role: RoleId) =>
    (endpoint.roles ?? ADMINISTRATORS_ONLY).includes(role);

  it('covers the tenant administration routes', () => {
    const routes = sessionRoutes().map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    for (const route of ['GET /users', 'DELETE /users/:id', 'PUT /moderation-groups/:id']) {
      expect(routes).toContain(route);
    }
  });

  for (const role of [ROLES.viewer, ROLES.moderator, ROLES.administrator]) {
    it(`answers 403 to role ${role} exactly where the contract leaves it out`, async () => {
      const headers = headersByRole.get(role);
      if (!headers) throw new Error('not signed in');
      const refused: string[] = [];
      for (const endpoint of sessionRoutes()) {
        const label = `${endpoint.method} ${endpoint.path}`;
        const response = await server.app.inject({
          method: endpoint.method,
          url: urlOf(endpoint),
          headers,
          // A body that fails validation: the role check must come first.
          ...(endpoint.body ? { payload: {} } : {}),
        });
        if (mayCall(endpoint, role)) {
          expect(response.statusCode, label).not.toBe(403);
        } else {
          refused.push(label);
          expect(response.statusCode, label).toBe(403);
          expect(response.json(), label).toEqual({ message: USER_MESSAGES.roleForbidden });
        }
        // The sweep's own session must survive every call but the last.
        if (endpoint.path !== '/logout') expect(response.statusCode, label).not.toBe(401);
      }
      if (role === ROLES.administrator) expect(refused).toEqual([]);
      else expect(refused).toContain('GET /users');
      if (role !== ROLES.administrator) expect(refused).toContain('PUT /tenant/settings');
    });
  }
});
