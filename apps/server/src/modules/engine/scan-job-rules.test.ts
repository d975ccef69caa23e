import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { call } from '../users/users-test-kit';
import {
  callbacksOf,
  creditsUsed,
  domainStream,
  install,
  onlyText,
  reportRow,
  scoresOf,
  seedEngineSite,
  setComponentStatus,
  setThresholds,
  submitItem,
  type EngineSite,
} from './engine-test-kit';
import { silentWav } from './media-test-kit';

describe('the scan job: rules first, then only what the domain enables', () => {
  let server: TestServer;
  let site: EngineSite;
  let next = 0;
  const submitText = (content: string, username = 'Reader') =>
    submitItem(server, site, { cms_meta: { id: `rule-${(next += 1)}` }, content, username });
  const addRule = async (body: object) => {
    const response = await call(
      server,
      site.admin,
      'POST',
      `/domains/${site.domain.id}/rules`,
      body,
    );
    if (response.statusCode !== 201) throw new Error(response.body);
    return (response.json() as { data: { id: string } }).data.id;
  };

  beforeAll(async () => {
    server = await createTestServer();
    site = await seedEngineSite(server, 'Rules Scan', 'rules-scan.example.com');
    // Profanity alone sends an item to moderation: rules must be what decides below.
    await setThresholds(server, site, 1, onlyText({ 'text-profanity': [5, 100] }));
  });
  afterAll(async () => {
    await server.close();
  });

  it('trusts an author before anything else: CLEAN, nothing scanned, nothing charged', async () => {
    const trust = await addRule({ kind: 'trust', pattern: 'Editor' });
    const block = await addRule({ kind: 'block', pattern: 'casino', action: 'AUTO_UNPUBLISHED' });
    const credits = await creditsUsed(server, site.tenantId);
    const id = await submitText('Shit, the best casino in town!', 'editor');
    await server.ctx.jobs.drain();
    expect(await reportRow(server, id)).toMatchObject({
      status: 'CLEAN',
      status_reason: `rule:${trust}`,
      credits_charged: 0,
      top_category_id: null,
      top_score: null,
      decision_source: 'automated',
    });
    expect(await scoresOf(server, id)).toEqual({});
    expect(await creditsUsed(server, site.tenantId)).toBe(credits);
    expect((await callbacksOf(server, id)).map((c) => c.payload.status)).toEqual(['CLEAN']);

    // Someone else writing the same: the block rule decides, still without scanning.
    const other = await submitText('Shit, the best c a s 1 n o in town!', 'visitor');
    await server.ctx.jobs.drain();
    expect(await reportRow(server, other)).toMatchObject({
      status: 'AUTO_UNPUBLISHED',
      status_reason: `rule:${block}`,
      credits_charged: 0,
    });
    expect((await callbacksOf(server, other)).map((c) => c.payload)).toEqual([
      expect.objectContaining({ event: 'unpublish', reason: 'automatic' }),
    ]);
    expect(await creditsUsed(server, site.tenantId)).toBe(credits);
  });

  it('sends a block rule with MODERATE to moderators, and scans when no rule applies', async () => {
    const moderate = await addRule({ kind: 'block', pattern: '/buy\\s+now/', action: 'MODERATE' });
    const id = await submitText('<p>Great article. <b>BUY   now</b> at my shop</p>');
    const clean = await submitText('Great article, thank you.');
    await server.ctx.jobs.drain();
    expect(await reportRow(server, id)).toMatchObject({
      status: 'MODERATE',
      status_reason: `rule:${moderate}`,
    });
    expect(await reportRow(server, clean)).toMatchObject({
      status: 'CLEAN',
      status_reason: 'scores',
      credits_charged: 1,
    });
  });

  it('runs only enabled extractors: personal data is scored while its extractor is on', async () => {
    const extractor = await install(server, site, 'extractors', { extractor_id: 'personal-data' });
    const withEmail = 'Write to me at jane.doe@example.com or call +44 20 7946 0958.';
    const on = await submitText(withEmail);
    await server.ctx.jobs.drain();
    expect(await scoresOf(server, on)).toHaveProperty('text-personal-data');
    expect(JSON.parse((await reportRow(server, on)).extraction ?? '{}')).toMatchObject({
      personal_data: { emails: 1 },
    });

    await setComponentStatus(server, site, 'extractors', extractor, false);
    const off = await submitText(withEmail);
    await server.ctx.jobs.drain();
    expect(await scoresOf(server, off)).not.toHaveProperty('text-personal-data');
    expect(await reportRow(server, off)).toMatchObject({
      status: 'CLEAN',
      status_reason: 'scores',
    });
  });

  it('never passes content no enabled scanner reads (MODERATE, no-scanner, no credits)', async () => {
    const stream = await domainStream(server, site);
    const textScanner = String(stream.scanners.find((s) => s.scanner.id === 1)?.id);
    const htmlText = String(stream.extractors.find((e) => e.extractor.id === 'html-text')?.id);
    const credits = await creditsUsed(server, site.tenantId);

    await setComponentStatus(server, site, 'scanners', textScanner, false);
    const noScanner = await submitText('Shit happens.');
    await server.ctx.jobs.drain();
    expect(await reportRow(server, noScanner)).toMatchObject({
      status: 'MODERATE',
      status_reason: 'no-scanner',
      credits_charged: 0,
    });
    expect(await scoresOf(server, noScanner)).toEqual({});

    // The scanner on but nothing feeding its categories: the same.
    await setComponentStatus(server, site, 'scanners', textScanner, true);
    await setComponentStatus(server, site, 'extractors', htmlText, false);
    const noExtractor = await submitText('Shit happens.');
    await server.ctx.jobs.drain();
    expect(await reportRow(server, noExtractor)).toMatchObject({
      status: 'MODERATE',
      status_reason: 'no-scanner',
    });
    await setComponentStatus(server, site, 'extractors', htmlText, true);

    // No image scanner installed: a picture is not passed as clean.
    const picture = await submitItem(server, site, {
      cms_meta: { id: `rule-${(next += 1)}` },
      content_type: 'image',
      content: Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1').toString(
        'base64',
      ),
    });
    await server.ctx.jobs.drain();
    expect(await reportRow(server, picture)).toMatchObject({
      status: 'MODERATE',
      status_reason: 'no-scanner',
    });
    expect(await creditsUsed(server, site.tenantId)).toBe(credits);
  });

  it('sends audio to moderators when no external engine can score it', async () => {
    await install(server, site, 'scanners', { scanner_id: 4 });
    const credits = await creditsUsed(server, site.tenantId);
    const id = await submitItem(server, site, {
      cms_meta: { id: `rule-${(next += 1)}` },
      content_type: 'audio',
      content: silentWav(),
    });
    await server.ctx.jobs.drain();
    expect(await reportRow(server, id)).toMatchObject({
      status: 'MODERATE',
      status_reason: 'scanner-unavailable:4',
      credits_charged: 0,
    });
    expect(await creditsUsed(server, site.tenantId)).toBe(credits);
    expect((await callbacksOf(server, id)).map((c) => c.payload.event)).toEqual(['decision']);
  });
});
