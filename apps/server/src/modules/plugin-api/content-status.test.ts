import { PLUGIN_MESSAGES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { addDomain } from '../domains/domains-test-kit';
import { call } from '../users/users-test-kit';
import {
  connectPlugin,
  seedPluginSite,
  signedCall,
  submit,
  textItem,
  type PluginSite,
} from './plugin-api-test-kit';

describe('GET /api/plugin/v1/content/:id', () => {
  let server: TestServer;
  let site: PluginSite;
  let id: string;

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedPluginSite(server, 'Pollers', 'poll.example.com');
    await connectPlugin(server, site);
    id = ((await submit(server, site, textItem(site))).json() as { id: string }).id;
  });
  afterAll(async () => {
    await server.close();
  });

  // A second apart: polling the same URL twice in one second would repeat a signature.
  const status = (who: Pick<PluginSite, 'accessKey' | 'secretKey'>, reportId: string) => {
    server.clock.advance(1000);
    return signedCall(server, who, {
      method: 'GET',
      url: `/plugin/v1/content/${encodeURIComponent(reportId)}`,
    });
  };

  it('answers PENDING with no categories before the scan', async () => {
    const response = await status(site, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, status: 'PENDING', categories: [] });
  });

  it('lists the scores with their category names, highest first', async () => {
    const { db } = server.ctx.database;
    await db.updateTable('reports').set({ status: 'MODERATE' }).where('id', '=', id).execute();
    await db
      .insertInto('report_scores')
      .values([
        { report_id: id, tenant_id: site.tenantId, category_id: 'text-spam', score: 12 },
        { report_id: id, tenant_id: site.tenantId, category_id: 'text-profanity', score: 85 },
        { report_id: id, tenant_id: site.tenantId, category_id: 'text-hate', score: 40 },
      ])
      .execute();
    const names = Object.fromEntries(
      (await db.selectFrom('moderation_categories').select(['id', 'name']).execute()).map((row) => [
        row.id,
        row.name,
      ]),
    );
    expect((await status(site, id)).json()).toEqual({
      id,
      status: 'MODERATE',
      categories: [
        { id: 'text-profanity', name: names['text-profanity'], score: 85 },
        { id: 'text-hate', name: names['text-hate'], score: 40 },
        { id: 'text-spam', name: names['text-spam'], score: 12 },
      ],
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await status(site, 'no-such-report');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PLUGIN_MESSAGES.contentNotFound });
  });

  it("never shows another tenant's content, nor another domain's of the same tenant (404)", async () => {
    const other = await seedPluginSite(server, 'Other Tenant', 'other-poll.example.com');
    const theirs = await status(other, id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: PLUGIN_MESSAGES.contentNotFound });

    const sibling = await addDomain(server, site.admin, 'sibling-poll.example.com');
    const key = (await call(server, site.admin, 'POST', `/domains/${sibling.id}/key`)).json() as {
      access_key: string;
      secret_key: string;
    };
    const siblingKey = { accessKey: key.access_key, secretKey: key.secret_key };
    expect((await status(siblingKey, id)).statusCode).toBe(404);
  });

  it("does not let a key file content under another tenant's domain", async () => {
    const other = await seedPluginSite(server, 'Intruders', 'intruder.example.com');
    await connectPlugin(server, other);
    const response = await submit(server, other, textItem(other, { domain: 'poll.example.com' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: PLUGIN_MESSAGES.wrongDomain,
      errors: { domain: [PLUGIN_MESSAGES.wrongDomain] },
    });
  });
});
