/** Helpers of the scan job's tests: a connected site, its thresholds, and what a scan wrote. */
import type { TDomainStream, TSubmitContentRequest } from '@vigil/contract';
import type { TestServer } from '../../test/test-server';
import {
  connectPlugin,
  seedPluginSite,
  submit,
  textItem,
  type PluginSite,
} from '../plugin-api/plugin-api-test-kit';
import { call } from '../users/users-test-kit';

export interface EngineSite extends PluginSite {
  pluginId: string;
}

/** A tenant with a domain, its key and a connected plugin, made through the APIs. */
export async function seedEngineSite(
  server: TestServer,
  tenantName: string,
  domainName: string,
): Promise<EngineSite> {
  const site = await seedPluginSite(server, tenantName, domainName);
  return { ...site, pluginId: await connectPlugin(server, site) };
}

export async function domainStream(server: TestServer, site: PluginSite): Promise<TDomainStream> {
  return (
    await call(server, site.admin, 'GET', `/domains/${site.domain.id}/settings`)
  ).json() as TDomainStream;
}

/** Installs a scanner (or extractor) through the API; answers the installation's id. */
export async function install(
  server: TestServer,
  site: PluginSite,
  kind: 'scanners' | 'extractors',
  body: { scanner_id: number } | { extractor_id: string },
): Promise<string> {
  const response = await call(
    server,
    site.admin,
    'POST',
    `/domains/${site.domain.id}/${kind}`,
    body,
  );
  if (response.statusCode !== 201) throw new Error(`install: ${response.body}`);
  return String((response.json() as { data: { id: string } }).data.id);
}

export async function setComponentStatus(
  server: TestServer,
  site: PluginSite,
  kind: 'scanners' | 'extractors',
  componentId: string,
  status: boolean,
): Promise<void> {
  const url = `/domains/${site.domain.id}/${kind}/${componentId}`;
  const response = await call(server, site.admin, 'PUT', url, { status });
  if (response.statusCode !== 200) throw new Error(`toggle: ${response.body}`);
}

/** Saves thresholds through the API, e.g. {'text-profanity': [50, 90]}. */
export async function setThresholds(
  server: TestServer,
  site: PluginSite,
  scannerId: number,
  pairs: Record<string, [number, number]>,
): Promise<void> {
  const installed = (await domainStream(server, site)).scanners.find(
    (scanner) => scanner.scanner.id === scannerId,
  );
  if (!installed) throw new Error(`scanner ${scannerId} is not installed`);
  for (const [category, [moderation, unpublish]] of Object.entries(pairs)) {
    const response = await call(
      server,
      site.admin,
      'POST',
      `/domain-scanner-settings/${installed.id}`,
      {
        moderation_category_id: category,
        moderation_threshold: moderation,
        unpublish_threshold: unpublish,
      },
    );
    if (response.statusCode !== 200) throw new Error(`threshold: ${response.body}`);
  }
}

/** Submits one item through the signed plugin API; answers its report id. */
export async function submitItem(
  server: TestServer,
  site: PluginSite,
  overrides: Partial<TSubmitContentRequest>,
): Promise<string> {
  const response = await submit(server, site, textItem(site, overrides));
  if (response.statusCode !== 202) throw new Error(`submit: ${response.body}`);
  return (response.json() as { id: string }).id;
}

export async function reportRow(server: TestServer, reportId: string) {
  return server.ctx.database.db
    .selectFrom('reports')
    .selectAll()
    .where('id', '=', reportId)
    .executeTakeFirstOrThrow();
}

export async function scoresOf(
  server: TestServer,
  reportId: string,
): Promise<Record<string, number>> {
  const rows = await server.ctx.database.db
    .selectFrom('report_scores')
    .select(['category_id', 'score'])
    .where('report_id', '=', reportId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.category_id, row.score]));
}

export async function auditOf(server: TestServer, reportId: string) {
  return server.ctx.database.db
    .selectFrom('audit_log')
    .select([
      'action',
      'previous_status',
      'new_status',
      'category_id',
      'score',
      'actor_user_id',
      'detail',
    ])
    .where('report_id', '=', reportId)
    .orderBy('created_at')
    .orderBy('action', 'desc')
    .execute();
}

export async function callbacksOf(server: TestServer, reportId: string) {
  const rows = await server.ctx.database.db
    .selectFrom('callback_deliveries')
    .select(['event', 'payload', 'plugin_id'])
    .where('report_id', '=', reportId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    ...row,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
  }));
}

export async function creditsUsed(server: TestServer, tenantId: string): Promise<number> {
  const rows = await server.ctx.database.db
    .selectFrom('credit_usage')
    .select('used')
    .where('tenant_id', '=', tenantId)
    .execute();
  return rows.reduce((sum, row) => sum + row.used, 0);
}

/** Every text category but those named switched off (0/0), so a test controls the outcome. */
export const TEXT_CATEGORIES = [
  'text-harassment',
  'text-hate',
  'text-personal-data',
  'text-profanity',
  'text-self-harm',
  'text-sexual',
  'text-spam',
  'text-violence',
] as const;

export function onlyText(
  pairs: Record<string, [number, number]>,
): Record<string, [number, number]> {
  return Object.fromEntries(
    TEXT_CATEGORIES.map((category) => [category, pairs[category] ?? [0, 0]]),
  );
}
