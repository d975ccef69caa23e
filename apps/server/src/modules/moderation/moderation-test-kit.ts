/** Helpers of the review queue's tests: a site with people, rules that decide, the queue. */
import {
  ROLES,
  type TDomainKey,
  type TListReportsResponse,
  type TReportRecord,
  type TSubmitContentRequest,
} from '@vigil/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from '../../test/test-server';
import {
  startCallbackReceiver,
  type CallbackReceiver,
} from '../callbacks/callback-receiver-test-kit';
import { addDomain } from '../domains/domains-test-kit';
import {
  CONNECT,
  connectPlugin,
  submit,
  textItem,
  type PluginSite,
} from '../plugin-api/plugin-api-test-kit';
import { call, seedTenant, type SignedIn } from '../users/users-test-kit';

export interface QueueSite extends PluginSite {
  moderator: SignedIn;
  /** A second moderator, for races. */
  colleague: SignedIn;
  viewer: SignedIn;
}

export const QUEUE_PEOPLE = {
  admin: ROLES.administrator,
  moderator: ROLES.moderator,
  colleague: ROLES.moderator,
  viewer: ROLES.viewer,
} as const;

/**
 * A tenant with its people, one domain, its key pair and a connected plugin calling back at
 * `callbackUrl`, all made through the console and plugin APIs.
 */
export async function seedQueueSite(
  server: TestServer,
  tenantName: string,
  domainName: string,
  callbackUrl = CONNECT.callback_url,
): Promise<QueueSite> {
  const slug = tenantName.toLowerCase().replace(/[^a-z]/g, '');
  const { tenantId, users } = await seedTenant(server, tenantName, `${slug}.test`, QUEUE_PEOPLE);
  const domain = await addDomain(server, users.admin, domainName);
  const key = await call(server, users.admin, 'POST', `/domains/${domain.id}/key`);
  if (key.statusCode !== 201) throw new Error(`POST key: ${key.body}`);
  const { access_key: accessKey, secret_key: secretKey } = key.json() as TDomainKey;
  const site = {
    tenantId,
    admin: users.admin,
    moderator: users.moderator,
    colleague: users.colleague,
    viewer: users.viewer,
    domain,
    accessKey,
    secretKey,
  };
  await connectPlugin(server, site, callbackUrl);
  return site;
}

/** A second domain of the same tenant with its own key pair and connected plugin. */
export async function addSite(
  server: TestServer,
  site: QueueSite,
  domainName: string,
  callbackUrl = CONNECT.callback_url,
): Promise<QueueSite> {
  const domain = await addDomain(server, site.admin, domainName);
  const key = await call(server, site.admin, 'POST', `/domains/${domain.id}/key`);
  if (key.statusCode !== 201) throw new Error(`POST key: ${key.body}`);
  const { access_key: accessKey, secret_key: secretKey } = key.json() as TDomainKey;
  const added = { ...site, domain, accessKey, secretKey };
  await connectPlugin(server, added, callbackUrl);
  return added;
}

/**
 * Opens the site's domain only to a new moderation group of `members` (decision 0101: a domain
 * linked to no group is open to every moderator). Answers the group's id.
 */
export async function limitToGroup(
  server: TestServer,
  site: QueueSite,
  name: string,
  members: readonly SignedIn[],
): Promise<string> {
  const group = await call(server, site.admin, 'POST', '/moderation-groups', {
    name,
    member_ids: members.map((member) => member.id),
  });
  if (group.statusCode !== 201) throw new Error(`POST /moderation-groups: ${group.body}`);
  const groupId = String((group.json() as { data: { id: string } }).data.id);
  const limited = await call(
    server,
    site.admin,
    'PUT',
    `/domains/${site.domain.id}/moderation-groups`,
    { group_ids: [groupId] },
  );
  if (limited.statusCode !== 200) throw new Error(`PUT moderation-groups: ${limited.body}`);
  return groupId;
}

/**
 * Block and trust rules decide before any scanner, so a test chooses each item's status by
 * its words: 'casino' → MODERATE, 'jackpot' → AUTO_UNPUBLISHED, author 'Editor' → CLEAN.
 */
export async function addDecidingRules(server: TestServer, site: PluginSite): Promise<void> {
  for (const body of [
    { kind: 'block', pattern: 'casino', action: 'MODERATE' },
    { kind: 'block', pattern: 'jackpot', action: 'AUTO_UNPUBLISHED' },
    { kind: 'trust', pattern: 'Editor' },
  ]) {
    const response = await call(
      server,
      site.admin,
      'POST',
      `/domains/${site.domain.id}/rules`,
      body,
    );
    if (response.statusCode !== 201) throw new Error(`rule: ${response.body}`);
  }
}

/** Submits one text item through the signed plugin API; answers its report id. */
export async function submitText(
  server: TestServer,
  site: PluginSite,
  cmsId: string,
  content: string,
  overrides: Partial<TSubmitContentRequest> = {},
): Promise<string> {
  const item = textItem(site, { cms_meta: { id: cmsId, type: 'comment' }, content, ...overrides });
  const response = await submit(server, site, item);
  if (response.statusCode !== 202) throw new Error(`submit: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/**
 * Submits a text and runs its scan, a second apart on the test clock either side, so each
 * report has its own submitted and decided times (the queue orders by them).
 */
export async function submitScanned(
  server: TestServer,
  site: PluginSite,
  cmsId: string,
  content: string,
): Promise<string> {
  server.clock.advance(1_000);
  const id = await submitText(server, site, cmsId, content);
  await server.ctx.jobs.drain();
  server.clock.advance(1_000);
  return id;
}

export function listQueue(
  server: TestServer,
  who: SignedIn,
  query: Record<string, string | number> = {},
): Promise<LightMyRequestResponse> {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  const text = search.toString();
  return call(server, who, 'GET', `/report${text === '' ? '' : `?${text}`}`);
}

/** GET /report that must succeed. */
export async function queue(
  server: TestServer,
  who: SignedIn,
  query: Record<string, string | number> = {},
): Promise<TListReportsResponse> {
  const response = await listQueue(server, who, query);
  if (response.statusCode !== 200) throw new Error(`GET /report: ${response.body}`);
  return response.json() as TListReportsResponse;
}

export const ids = (records: readonly TReportRecord[]): string[] =>
  records.map((record) => String(record._id));

/** The unpublish body the console sends: the record's own routing fields. */
export function unpublishBody(record: TReportRecord): Record<string, unknown> {
  return {
    id: record._id,
    scheme: record.scheme,
    domain: record.domain,
    cms_meta: record.cms_meta,
    access_key: record.access_key,
  };
}

export async function recordOf(
  server: TestServer,
  who: SignedIn,
  reportId: string,
): Promise<TReportRecord> {
  const { data } = await queue(server, who, { limit: 1000 });
  const record = data.find((candidate) => String(candidate._id) === reportId);
  if (!record) throw new Error(`report ${reportId} is not in the queue`);
  return record;
}

/**
 * A tenant's site whose plugin callbacks reach a real local receiver checking their
 * signatures, with the rules that decide reports by their words (addDecidingRules).
 */
export async function seedDecidingSite(
  server: TestServer,
  tenantName: string,
  domain: string,
  callbackPath: string,
): Promise<{ site: QueueSite; receiver: CallbackReceiver }> {
  const receiver = await startCallbackReceiver('not yet known');
  const site = await seedQueueSite(server, tenantName, domain, receiver.url(callbackPath));
  receiver.secretKey = site.secretKey;
  await addDecidingRules(server, site);
  return { site, receiver };
}
