import { createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  PLUGIN_HEADERS,
  pluginSigningString,
  unixSeconds,
  type TDomainKey,
  type TSubmitContentRequest,
} from '@vigil/contract';
import type { TestServer } from '../../test/test-server';
import { addDomain, type AddedDomain } from '../domains/domains-test-kit';
import { ADMIN_MODERATOR_VIEWER, call, seedTenant, type SignedIn } from '../users/users-test-kit';

/** A domain with its key pair, as a plugin holds it. */
export interface PluginSite {
  tenantId: string;
  admin: SignedIn;
  domain: AddedDomain;
  accessKey: string;
  secretKey: string;
}

/** A tenant with one administrator, one domain and its key, all made through the console API. */
export async function seedPluginSite(
  server: TestServer,
  tenantName: string,
  domainName: string,
): Promise<PluginSite> {
  const { tenantId, users } = await seedTenant(
    server,
    tenantName,
    `${tenantName.toLowerCase().replace(/[^a-z]/g, '')}.test`,
    ADMIN_MODERATOR_VIEWER,
  );
  const domain = await addDomain(server, users.admin, domainName);
  const key = await call(server, users.admin, 'POST', `/domains/${domain.id}/key`);
  if (key.statusCode !== 201) throw new Error(`POST key: ${key.body}`);
  const { access_key: accessKey, secret_key: secretKey } = key.json() as TDomainKey;
  return { tenantId, admin: users.admin, domain, accessKey, secretKey };
}

export interface SignedCall {
  method: 'GET' | 'POST';
  /** Path under /api, with its query, exactly as signed. */
  url: string;
  /** An object is sent as JSON; a string is sent as it is. */
  body?: object | string;
  /** Unix seconds; the server's clock by default. */
  timestamp?: number | string;
  /** Overrides and additions, e.g. a wrong signature or another content type. */
  headers?: Record<string, string>;
  /** Sign with this secret instead of the site's. */
  secretKey?: string;
}

export function sign(
  secretKey: string,
  timestamp: number | string,
  method: string,
  path: string,
  body: string,
): string {
  return createHmac('sha256', secretKey)
    .update(pluginSigningString(timestamp, method, path, body))
    .digest('hex');
}

/** A request signed like a plugin signs it (the SDK's recipe, written out here). */
export function signedCall(
  server: TestServer,
  site: Pick<PluginSite, 'accessKey' | 'secretKey'>,
  request: SignedCall,
): Promise<LightMyRequestResponse> {
  const path = `/api${request.url}`;
  const raw =
    request.body === undefined
      ? ''
      : typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body);
  const timestamp = request.timestamp ?? unixSeconds(server.clock.now());
  const headers: Record<string, string> = {
    [PLUGIN_HEADERS.accessKey]: site.accessKey,
    [PLUGIN_HEADERS.timestamp]: String(timestamp),
    [PLUGIN_HEADERS.signature]: sign(
      request.secretKey ?? site.secretKey,
      timestamp,
      request.method,
      path,
      raw,
    ),
    ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...request.headers,
  };
  return server.app.inject({
    method: request.method,
    url: path,
    headers,
    ...(request.body === undefined ? {} : { payload: raw }),
  });
}

export const CONNECT = {
  cms_name: 'WordPress',
  cms_version: '6.7.1',
  plugin_version: '1.0.0',
  callback_url: 'http://127.0.0.1:9/vigil/callback',
};

/** Connects a plugin and returns its id. */
export async function connectPlugin(
  server: TestServer,
  site: PluginSite,
  callbackUrl = CONNECT.callback_url,
): Promise<string> {
  const response = await signedCall(server, site, {
    method: 'POST',
    url: '/plugin/v1/connect',
    body: { ...CONNECT, callback_url: callbackUrl },
  });
  if (response.statusCode !== 200) throw new Error(`connect: ${response.body}`);
  return (response.json() as { data: { id: string } }).data.id;
}

export function textItem(
  site: PluginSite,
  overrides: Partial<TSubmitContentRequest> = {},
): TSubmitContentRequest {
  return {
    cms_meta: { id: 'post-1', type: 'comment', url: `https://${site.domain.name}/post-1` },
    username: 'Reader',
    content_type: 'text',
    content: 'A thoughtful comment about gardening.',
    scheme: 'https',
    domain: String(site.domain.name),
    ...overrides,
  };
}

export function submit(
  server: TestServer,
  site: PluginSite,
  item: TSubmitContentRequest | object | string,
): Promise<LightMyRequestResponse> {
  return signedCall(server, site, { method: 'POST', url: '/plugin/v1/content', body: item });
}

const COUNTED = ['reports', 'jobs', 'audit_log', 'domain_plugins', 'report_scores'] as const;
export type RowCounts = Record<(typeof COUNTED)[number], number>;

/** Rows of the tables a submission writes, to prove a refused request stored nothing. */
export async function countRows(server: TestServer): Promise<RowCounts> {
  const counts = {} as RowCounts;
  for (const table of COUNTED) {
    const row = await server.ctx.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
