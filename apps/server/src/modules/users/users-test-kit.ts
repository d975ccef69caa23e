import { ROLES, type RoleId } from '@vigil/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sessionCookieFrom, sessionHeaders, type TestServer } from '../../test/test-server';

export const KIT_PASSWORD = 'settings users password 31';

export interface SignedIn {
  id: string;
  email: string;
  headers: Record<string, string>;
}

/** A tenant with one signed-in user per entry; emails are `<key>@<domain>`. */
export async function seedTenant<K extends string>(
  server: TestServer,
  name: string,
  domain: string,
  people: Record<K, RoleId>,
): Promise<{ tenantId: string; users: Record<K, SignedIn> }> {
  const entries = Object.entries(people) as Array<[K, RoleId]>;
  const tenant = await server.ctx.services.users.createTenantWithUsers(
    name,
    entries.map(([key, roleId]) => ({
      name: `${key} of ${name}`,
      email: `${key}@${domain}`,
      password: KIT_PASSWORD,
      roleId,
      verified: true,
    })),
  );
  const users = {} as Record<K, SignedIn>;
  for (const [key] of entries) {
    const email = `${key}@${domain}`;
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: KIT_PASSWORD },
    });
    users[key] = { id: '', email, headers: sessionHeaders(sessionCookieFrom(login), tenant.id) };
  }
  // Ids from the database, so a test never depends on the list route it is testing.
  const rows = await server.ctx.database.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('tenant_id', '=', tenant.id)
    .execute();
  for (const [key] of entries) {
    users[key].id = rows.find((row) => row.email === users[key].email)?.id ?? '';
  }
  return { tenantId: tenant.id, users };
}

export function call(
  server: TestServer,
  who: SignedIn,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method,
    url: `/api${url}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
}

export const ADMIN_MODERATOR_VIEWER = {
  admin: ROLES.administrator,
  moderator: ROLES.moderator,
  viewer: ROLES.viewer,
} as const;
