/**
 * The role matrix over the whole route table (issue 17): every console route, called by a
 * moderator and by a viewer of the tenant, answers 403 with the role message exactly when the
 * contract leaves that role out (no `roles` means administrators only), and otherwise lets the
 * call through to the route, whatever it then answers. New routes are covered when registered.
 */
import {
  ADMINISTRATORS_ONLY,
  ROLES,
  USER_MESSAGES,
  type EndpointDefinition,
  type RoleId,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server';
import { seedTenant, type SignedIn } from '../modules/users/users-test-kit';
import { registeredEndpoints } from './register-endpoint';
import { placeholderPath } from './route-sweep-kit';

/** Calls that would end or change the caller's own sign-in half-way through the sweep. */
const SKIPPED = new Set([
  'POST /logout',
  'PUT /user/password',
  'DELETE /user/two-factor-authentication',
]);

const allows = (endpoint: EndpointDefinition, role: RoleId) =>
  (endpoint.roles ?? ADMINISTRATORS_ONLY).includes(role);

describe('the role matrix over the whole route table', () => {
  let server: TestServer;
  let people: Record<'moderator' | 'viewer', SignedIn>;

  beforeAll(async () => {
    server = await createTestServer();
    ({ users: people } = await seedTenant(server, 'Roles Ltd', 'roles.test', {
      moderator: ROLES.moderator,
      viewer: ROLES.viewer,
    }));
  });
  afterAll(async () => {
    await server.close();
  });

  const routes = () =>
    registeredEndpoints(server.app).filter(
      (endpoint) =>
        endpoint.access === 'session' && !SKIPPED.has(`${endpoint.method} ${endpoint.path}`),
    );

  it.each([
    ['moderator', ROLES.moderator],
    ['viewer', ROLES.viewer],
  ] as const)(
    'answers a %s 403 exactly on the routes the contract keeps from them',
    async (who, role) => {
      expect(routes().length).toBeGreaterThan(50);
      const wrong: string[] = [];
      for (const endpoint of routes()) {
        const route = `${endpoint.method} ${endpoint.path}`;
        const response = await server.app.inject({
          method: endpoint.method,
          url: `/api${placeholderPath(endpoint)}`,
          headers: { ...people[who].headers, 'content-type': 'application/json' },
          ...(endpoint.method === 'GET' ? {} : { payload: '{}' }),
        });
        const refused =
          response.statusCode === 403 &&
          (response.json() as { message?: string }).message === USER_MESSAGES.roleForbidden;
        if (refused === allows(endpoint, role)) wrong.push(`${route} → ${response.statusCode}`);
        expect(response.statusCode, route).toBeLessThan(500);
      }
      expect(wrong).toEqual([]);
    },
  );
});
