import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from './test/test-server';
import {
  onlyText,
  reportRow,
  seedEngineSite,
  setThresholds,
  submitItem,
  type EngineSite,
} from './modules/engine/engine-test-kit';
import { extractContent } from './modules/scanning/extractors/extract-content';

/**
 * Process roles (decision 0199): an API instance and a worker on one database, as two
 * containers of the deployment would run them.
 */
describe('an API instance and a worker on one database', () => {
  let api: TestServer;
  let worker: TestServer | undefined;
  let site: EngineSite;

  beforeAll(async () => {
    api = await createTestServer({ config: { role: 'api' } });
    site = await seedEngineSite(api, 'Roles Ltd', 'roles.example.com');
    await setThresholds(api, site, 1, onlyText({ 'text-profanity': [50, 90] }));
  });
  afterAll(async () => {
    await worker?.close();
    await api.close();
  });

  const jobsOf = (reportId: string) =>
    api.ctx.database.db
      .selectFrom('jobs')
      .select(['status', 'leased_by'])
      .where('kind', '=', 'scan')
      .where('payload', 'like', `%${reportId}%`)
      .execute();

  it('the API instance takes items and leaves their scans queued: it runs no jobs and loads no scanner', async () => {
    const profane = await submitItem(api, site, {
      cms_meta: { id: 'waiting' },
      content: 'You are a fucking piece of shit.',
    });
    // Longer than several of a running job runner's polls (250 ms).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await reportRow(api, profane)).status).toBe('PENDING');
    expect(await jobsOf(profane)).toEqual([{ status: 'queued', leased_by: null }]);
    await expect(
      api.ctx.scanThreads.scanText(
        extractContent({ contentType: 'text', content: 'Hello', cmsMeta: {} }),
      ),
    ).rejects.toThrow('This instance does not scan (VIGIL_ROLE=api)');
  });

  it('a worker on the same database scans what the API took, and serves only its health check', async () => {
    worker = await createTestServer({
      withConsole: false,
      config: {
        role: 'worker',
        dataDir: api.ctx.config.dataDir,
        databaseUrl: api.ctx.config.databaseUrl,
      },
    });
    const profane = await submitItem(api, site, {
      cms_meta: { id: 'scanned' },
      content: 'You are a fucking piece of shit.',
    });
    const clean = await submitItem(api, site, {
      cms_meta: { id: 'clean' },
      content: 'A thoughtful comment about gardening and tomatoes.',
    });
    await vi.waitFor(
      async () => {
        expect((await reportRow(api, profane)).status).toBe('AUTO_UNPUBLISHED');
        expect((await reportRow(api, clean)).status).toBe('CLEAN');
      },
      { timeout: 15_000, interval: 100 },
    );

    const health = await worker.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: api.ctx.database.kind });
    for (const [method, url] of [
      ['GET', '/api/users/me'],
      ['POST', '/api/login'],
      ['POST', '/api/plugin/v1/content'],
      ['GET', '/'],
    ] as const) {
      const answer = await worker.app.inject({ method, url });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
