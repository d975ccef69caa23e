import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import {
  auditOf,
  callbacksOf,
  creditsUsed,
  onlyText,
  reportRow,
  scoresOf,
  seedEngineSite,
  setThresholds,
  submitItem,
  type EngineSite,
} from './engine-test-kit';

const PROFANE = 'You are a fucking piece of shit.';

describe('the scan job: scores, thresholds and what a decision writes', () => {
  let server: TestServer;
  let site: EngineSite;
  let profanity = 0;
  let next = 0;
  const submitText = (content: string) =>
    submitItem(server, site, { cms_meta: { id: `item-${(next += 1)}` }, content });

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedEngineSite(server, 'Scan Ltd', 'scan.example.com');
    // Learn what the text scanner gives this text, with every other category off.
    await setThresholds(server, site, 1, onlyText({}));
    const id = await submitText(PROFANE);
    await server.ctx.jobs.drain();
    profanity = (await scoresOf(server, id))['text-profanity'] ?? 0;
  });
  afterAll(async () => {
    await server.close();
  });

  it('scores clean text CLEAN, charges a credit, audits and tells the plugin', async () => {
    await setThresholds(server, site, 1, onlyText({ 'text-profanity': [50, 90] }));
    const before = await creditsUsed(server, site.tenantId);
    const id = await submitText('A thoughtful comment about gardening and tomatoes.');
    await server.ctx.jobs.drain();
    const report = await reportRow(server, id);
    expect(report).toMatchObject({
      status: 'CLEAN',
      status_reason: 'scores',
      decision_source: 'automated',
      credits_charged: 1,
      scanned_at: '2026-11-21T09:00:00.000Z',
      decided_at: '2026-11-21T09:00:00.000Z',
    });
    const scores = await scoresOf(server, id);
    expect(Object.keys(scores).sort()).toEqual([
      'text-harassment',
      'text-hate',
      'text-profanity',
      'text-self-harm',
      'text-sexual',
      'text-spam',
      'text-violence',
    ]);
    expect(await creditsUsed(server, site.tenantId)).toBe(before + 1);
    expect(await auditOf(server, id)).toEqual([
      expect.objectContaining({ action: 'submitted', new_status: 'PENDING' }),
      expect.objectContaining({
        action: 'scanned',
        previous_status: 'PENDING',
        new_status: 'CLEAN',
        actor_user_id: null,
        category_id: report.top_category_id,
        score: report.top_score,
      }),
    ]);
    const [callback] = await callbacksOf(server, id);
    expect(callback).toMatchObject({
      event: 'decision',
      plugin_id: site.pluginId,
      payload: {
        event: 'decision',
        id,
        status: 'CLEAN',
        scheme: 'https',
        domain: 'scan.example.com',
        cms_meta: { id: `item-${next}` },
        sent_at: '2026-11-21T09:00:00Z',
      },
    });
    expect(JSON.parse(report.extraction ?? '{}')).toMatchObject({
      text: 'A thoughtful comment about gardening and tomatoes.',
      embedded_images: 0,
    });
  });

  it('decides at the threshold boundaries of the scored category', async () => {
    expect(profanity).toBeGreaterThanOrEqual(50);
    expect(profanity).toBeLessThan(100);
    const reached = Math.floor(profanity / 5) * 5;
    const above = reached + 5;
    const cases: Array<[[number, number], string]> = [
      [[reached, Math.min(100, above)], above > 100 ? 'AUTO_UNPUBLISHED' : 'MODERATE'],
      [[reached, reached], 'AUTO_UNPUBLISHED'],
      [[Math.min(100, above), Math.min(100, above)], above > 100 ? 'AUTO_UNPUBLISHED' : 'CLEAN'],
      [[0, 0], 'CLEAN'],
      [[0, reached], 'AUTO_UNPUBLISHED'],
      [[0, Math.min(100, above)], above > 100 ? 'AUTO_UNPUBLISHED' : 'CLEAN'],
      [[5, 100], profanity >= 100 ? 'AUTO_UNPUBLISHED' : 'MODERATE'],
    ];
    for (const [pair, status] of cases) {
      await setThresholds(server, site, 1, onlyText({ 'text-profanity': pair }));
      const id = await submitText(PROFANE);
      await server.ctx.jobs.drain();
      const report = await reportRow(server, id);
      expect(report.status, `${profanity} with ${pair.join('/')}`).toBe(status);
      expect(report).toMatchObject({ status_reason: 'scores', top_category_id: 'text-profanity' });
      expect(report.top_score).toBe(profanity);
    }
  });

  it('unpublishes automatically with an unpublish callback', async () => {
    await setThresholds(server, site, 1, onlyText({ 'text-profanity': [5, 10] }));
    const id = await submitText(PROFANE);
    await server.ctx.jobs.drain();
    expect((await reportRow(server, id)).status).toBe('AUTO_UNPUBLISHED');
    const callbacks = await callbacksOf(server, id);
    expect(callbacks.map((callback) => callback.payload)).toEqual([
      expect.objectContaining({
        event: 'unpublish',
        reason: 'automatic',
        status: 'AUTO_UNPUBLISHED',
      }),
    ]);
  });
});
