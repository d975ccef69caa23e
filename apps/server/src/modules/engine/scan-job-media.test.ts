import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import {
  moderationResult,
  startFakeModerationEngine,
  type FakeModerationEngine,
} from '../external-engine/fake-moderation-engine';
import { call } from '../users/users-test-kit';
import {
  callbacksOf,
  creditsUsed,
  install,
  onlyText,
  reportRow,
  scoresOf,
  seedEngineSite,
  setThresholds,
  submitItem,
  type EngineSite,
} from './engine-test-kit';
import { silentWav } from './media-test-kit';

const SAMPLES = path.join(import.meta.dirname, '../scanning/samples');
const sample = (file: string) => fs.readFileSync(path.join(SAMPLES, file));
const CLEAN_PNG = sample('images/clean-fruit.png');
const STAND_IN = sample('images/stand-in-nudity-1.png');
const CLEAN_VIDEO = sample('video/clean-pattern.mp4');

describe('the scan job with media: fetched, stored, scanned', () => {
  let server: TestServer;
  let site: EngineSite;
  let media: http.Server;
  let mediaBase: string;
  let engine: FakeModerationEngine;
  let next = 0;
  const submitMedia = (contentType: 'image' | 'video' | 'audio', content: string) =>
    submitItem(server, site, {
      cms_meta: { id: `media-${(next += 1)}` },
      content_type: contentType,
      content,
    });

  beforeAll(async () => {
    media = http.createServer((request, response) => {
      if (request.url === '/stand-in.png') {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(STAND_IN);
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
    mediaBase = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
    engine = await startFakeModerationEngine();
    server = await createTestServer();
    site = await seedEngineSite(server, 'Media Ltd', 'media.example.com');
    await install(server, site, 'scanners', { scanner_id: 2 });
    await install(server, site, 'scanners', { scanner_id: 3 });
    await install(server, site, 'scanners', { scanner_id: 4 });
  });
  afterAll(async () => {
    await server.close();
    await engine.close();
    media.closeAllConnections();
    await new Promise((resolve) => media.close(resolve));
  });

  it('scans an uploaded picture with the image scanner and charges its price', async () => {
    const credits = await creditsUsed(server, site.tenantId);
    const id = await submitMedia('image', CLEAN_PNG.toString('base64'));
    await server.ctx.jobs.drain();
    expect(await reportRow(server, id)).toMatchObject({
      status: 'CLEAN',
      status_reason: 'scores',
      credits_charged: 2,
    });
    expect(Object.keys(await scoresOf(server, id)).sort()).toEqual([
      'image-explicit-drawing',
      'image-nudity',
      'image-suggestive',
    ]);
    expect(await creditsUsed(server, site.tenantId)).toBe(credits + 2);
  });

  it('fetches a picture given by URL once, stores it, and unpublishes what reaches the threshold', async () => {
    const id = await submitMedia('image', `${mediaBase}/stand-in.png`);
    await server.ctx.jobs.drain();
    const report = await reportRow(server, id);
    expect(report).toMatchObject({
      status: 'AUTO_UNPUBLISHED',
      top_category_id: 'image-nudity',
      artifact_mime: 'image/png',
      content: STAND_IN.toString('base64'),
    });
    expect(report.top_score).toBeGreaterThanOrEqual(85);
    const stored = await server.ctx.artifacts.get(report.artifact_path ?? '');
    expect(stored?.bytes.equals(STAND_IN)).toBe(true);
    expect((await callbacksOf(server, id)).map((c) => c.payload)).toEqual([
      expect.objectContaining({ event: 'unpublish', reason: 'automatic', id }),
    ]);
  });

  it('tries an unreachable URL again for an hour, then sends the item to moderators', async () => {
    const start = server.clock.now().getTime();
    const unreachable = await submitMedia('image', 'http://127.0.0.1:9/gone.png');
    const missing = await submitMedia('image', `${mediaBase}/missing.png`);
    await server.ctx.jobs.drain();
    // A 404 is final at once; a refused connection is worth waiting for.
    expect(await reportRow(server, missing)).toMatchObject({
      status: 'MODERATE',
      status_reason: 'content-unreachable',
      credits_charged: 0,
    });
    expect((await reportRow(server, unreachable)).status).toBe('PENDING');
    const job = await server.ctx.database.db
      .selectFrom('jobs')
      .select(['status', 'run_at', 'last_error'])
      .where('dedupe_key', '=', `scan:${unreachable}`)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'queued', run_at: new Date(start + 30_000).toISOString() });
    server.clock.set(new Date(start + 61 * 60_000));
    await server.ctx.jobs.drain();
    expect(await reportRow(server, unreachable)).toMatchObject({
      status: 'MODERATE',
      status_reason: 'content-unreachable',
      credits_charged: 0,
    });
    expect((await callbacksOf(server, unreachable)).map((c) => c.payload.event)).toEqual([
      'decision',
    ]);
  });

  it('scans a video from frames sampled with ffmpeg', async () => {
    const id = await submitMedia('video', CLEAN_VIDEO.toString('base64'));
    await server.ctx.jobs.drain();
    expect(await reportRow(server, id)).toMatchObject({
      status: 'CLEAN',
      status_reason: 'scores',
      credits_charged: 10,
    });
    expect(Object.keys(await scoresOf(server, id))).toContain('video-nudity');
  });

  it("scores audio with the tenant's engine, and merges its text scores with the built-in ones", async () => {
    const configured = await call(server, site.admin, 'PUT', '/tenant/moderation-engine', {
      enabled: true,
      url: engine.url,
      model: null,
      content_types: ['audio', 'text'],
      timeout_ms: 2_000,
      max_retries: 0,
      api_key: 'engine-key',
    });
    expect(configured.statusCode).toBe(200);
    engine.queue.push({ body: moderationResult({ hate: 0.9 }) });
    const audio = await submitMedia('audio', silentWav());
    await server.ctx.jobs.drain();
    expect(await reportRow(server, audio)).toMatchObject({
      status: 'AUTO_UNPUBLISHED',
      top_category_id: 'audio-hate',
      top_score: 90,
      credits_charged: 5,
    });
    expect(engine.requests.at(-1)?.authorization).toBe('Bearer engine-key');

    await setThresholds(server, site, 1, onlyText({ 'text-harassment': [50, 90] }));
    engine.queue.push({ body: moderationResult({ harassment: 0.6 }) });
    const text = await submitItem(server, site, {
      cms_meta: { id: `media-${(next += 1)}` },
      content: 'What a lovely afternoon in the park.',
    });
    await server.ctx.jobs.drain();
    expect(await reportRow(server, text)).toMatchObject({
      status: 'MODERATE',
      top_category_id: 'text-harassment',
      top_score: 60,
    });

    // The engine failing is its scanner failing: never clean.
    engine.queue.push({ status: 500, body: { error: 'down' } });
    const failed = await submitItem(server, site, {
      cms_meta: { id: `media-${(next += 1)}` },
      content: 'Another lovely afternoon.',
    });
    await server.ctx.jobs.drain();
    expect(await reportRow(server, failed)).toMatchObject({
      status: 'MODERATE',
      status_reason: 'scanner-unavailable:1',
    });
  });
});

describe('the scan job without ffmpeg', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({
      config: { scanning: { ffmpegPath: '/no/such/ffmpeg', threads: 0 } },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends a video to moderators, uncharged, instead of passing it unseen', async () => {
    const site = await seedEngineSite(server, 'No Ffmpeg', 'no-ffmpeg.example.com');
    await install(server, site, 'scanners', { scanner_id: 3 });
    const id = await submitItem(server, site, {
      cms_meta: { id: 'video-1' },
      content_type: 'video',
      content: CLEAN_VIDEO.toString('base64'),
    });
    await server.ctx.jobs.drain();
    expect(await reportRow(server, id)).toMatchObject({
      status: 'MODERATE',
      status_reason: 'scanner-unavailable:3',
      credits_charged: 0,
    });
    const audit = await server.ctx.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('report_id', '=', id)
      .where('action', '=', 'scanned')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toContain('ffmpeg is not installed');
  });
});
