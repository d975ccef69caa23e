// The cost every console request pays before its own work: routing, the session lookup and
// the tenant check. Run with `npm run bench`; not part of `npm test`.
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { ROLES } from '@vigil/contract';
import {
  createTestServer,
  sessionCookieFrom,
  sessionHeaders,
  type TestServer,
} from '../src/test/test-server';

let server: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await createTestServer();
  const password = 'benchmark password 123';
  const tenant = await server.ctx.services.users.createTenantWithUsers('Bench', [
    { name: 'B', email: 'b@bench.test', password, roleId: ROLES.administrator, verified: true },
  ]);
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'b@bench.test', password },
  });
  headers = sessionHeaders(sessionCookieFrom(login), tenant.id);
});

afterAll(async () => {
  await server.close();
});

describe('request path', () => {
  bench('GET /api/health', async () => {
    await server.app.inject({ method: 'GET', url: '/api/health' });
  });

  bench('GET /api/users/me (session + tenant check)', async () => {
    await server.app.inject({ method: 'GET', url: '/api/users/me', headers });
  });

  bench('GET /dashboard (console page)', async () => {
    await server.app.inject({ method: 'GET', url: '/dashboard' });
  });
});
