import type { TDomain } from '@vigil/contract';
import type { TestServer } from '../../test/test-server';
import { call, type SignedIn } from '../users/users-test-kit';

/** Our server hands out text ids; typed so, tests can query tables with them. */
export type AddedDomain = TDomain & { id: string };

/** Adds a domain through the API and returns it (fails the test if the API refuses). */
export async function addDomain(
  server: TestServer,
  admin: SignedIn,
  name: string,
  description = `About ${name}`,
): Promise<AddedDomain> {
  const response = await call(server, admin, 'POST', '/domains', { name, description });
  if (response.statusCode !== 201) throw new Error(`POST /domains ${name}: ${response.body}`);
  const { data } = response.json() as { data: TDomain };
  return { ...data, id: String(data.id) };
}

export async function listDomainsAs(server: TestServer, who: SignedIn): Promise<TDomain[]> {
  return ((await call(server, who, 'GET', '/domains')).json() as { data: TDomain[] }).data;
}
