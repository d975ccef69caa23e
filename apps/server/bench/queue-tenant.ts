/**
 * A tenant shaped like a busy site for the queue benchmarks, made through the console and
 * plugin APIs as an administrator would: people, five domains with keys, connected plugins
 * and a block rule each, and moderation groups that leave the moderator two of the five.
 */
import { ROLES, type TDomainKey } from '@vigil/contract';
import { addDomain } from '../src/modules/domains/domains-test-kit';
import { connectPlugin } from '../src/modules/plugin-api/plugin-api-test-kit';
import { call, seedTenant, type SignedIn } from '../src/modules/users/users-test-kit';
import type { TestServer } from '../src/test/test-server';

export interface BenchDomain {
  id: string;
  name: string;
  accessKey: string;
  secretKey: string;
  pluginId: string;
  /** The domain's block rule, named by the reports it decided ('rule:<id>'). */
  ruleId: string;
}

export interface BenchTenant {
  tenantId: string;
  admin: SignedIn;
  /** A moderator whose groups may moderate only `moderatedDomainIds`. */
  moderator: SignedIn;
  domains: BenchDomain[];
  moderatedDomainIds: string[];
}

const DOMAIN_COUNT = 5;
/** How many of the domains the moderator's group covers; the others belong to a colleague's. */
const MODERATED_COUNT = 2;

async function created<T>(
  server: TestServer,
  who: SignedIn,
  method: 'POST' | 'PUT',
  url: string,
  body: object,
): Promise<T> {
  const response = await call(server, who, method, url, body);
  if (response.statusCode !== 200 && response.statusCode !== 201) {
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  }
  return response.json() as T;
}

async function addBenchDomain(
  server: TestServer,
  tenantId: string,
  admin: SignedIn,
  name: string,
): Promise<BenchDomain> {
  const domain = await addDomain(server, admin, name);
  const key = await created<TDomainKey>(server, admin, 'POST', `/domains/${domain.id}/key`, {});
  const site = {
    tenantId,
    admin,
    domain,
    accessKey: key.access_key,
    secretKey: key.secret_key,
  };
  const pluginId = await connectPlugin(server, site);
  const rule = await created<{ data: { id: string | number } }>(
    server,
    admin,
    'POST',
    `/domains/${domain.id}/rules`,
    { kind: 'block', pattern: 'casino', action: 'MODERATE' },
  );
  return {
    id: domain.id,
    name,
    accessKey: key.access_key,
    secretKey: key.secret_key,
    pluginId,
    ruleId: String(rule.data.id),
  };
}

async function createGroup(
  server: TestServer,
  admin: SignedIn,
  name: string,
  memberId: string,
  domainIds: readonly string[],
): Promise<void> {
  const group = await created<{ data: { id: string | number } }>(
    server,
    admin,
    'POST',
    '/moderation-groups',
    { name, member_ids: [memberId] },
  );
  for (const domainId of domainIds) {
    await created(server, admin, 'PUT', `/domains/${domainId}/moderation-groups`, {
      group_ids: [String(group.data.id)],
    });
  }
}

export async function seedBenchTenant(server: TestServer, name: string): Promise<BenchTenant> {
  const slug = name.toLowerCase().replace(/[^a-z]/g, '');
  const { tenantId, users } = await seedTenant(server, name, `${slug}.test`, {
    admin: ROLES.administrator,
    moderator: ROLES.moderator,
    colleague: ROLES.moderator,
  });
  const domains: BenchDomain[] = [];
  for (let index = 0; index < DOMAIN_COUNT; index += 1) {
    domains.push(
      await addBenchDomain(server, tenantId, users.admin, `site${index}.${slug}.example`),
    );
  }
  const moderatedDomainIds = domains.slice(0, MODERATED_COUNT).map((domain) => domain.id);
  const othersIds = domains.slice(MODERATED_COUNT).map((domain) => domain.id);
  await createGroup(server, users.admin, 'Front desk', users.moderator.id, moderatedDomainIds);
  await createGroup(server, users.admin, 'Back office', users.colleague.id, othersIds);
  return { tenantId, admin: users.admin, moderator: users.moderator, domains, moderatedDomainIds };
}
