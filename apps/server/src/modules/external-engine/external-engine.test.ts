import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENGINE_UNAVAILABLE_REASONS } from './engine-http';
import {
  ENGINE_INPUT_REASONS,
  ENGINE_VIDEO_FRAMES,
  type EngineConfig,
  scoreWithEngine,
} from './external-engine';
import {
  type FakeModerationEngine,
  moderationResult,
  startFakeModerationEngine,
} from './fake-moderation-engine';

const KEY = 'sk-test-engine-key-do-not-log-9f3b';
const FAST = { retryBaseMs: 5 };

interface LogLine {
  object: object;
  message: string;
}

describe('external moderation engine adapter', () => {
  let engine: FakeModerationEngine;
  let config: EngineConfig;
  const logs: LogLine[] = [];
  const logger = { warn: (object: object, message: string) => logs.push({ object, message }) };

  beforeAll(async () => {
    engine = await startFakeModerationEngine();
  });
  afterAll(async () => {
    await engine.close();
  });
  beforeEach(() => {
    engine.requests.length = 0;
    engine.queue.length = 0;
    engine.fallback = () => ({ body: moderationResult({}) });
    logs.length = 0;
    config = {
      url: engine.url,
      api_key: KEY,
      model: 'omni-moderation-latest',
      content_types: ['text', 'image', 'video', 'audio'],
      timeout_ms: 2000,
      max_retries: 2,
      ffmpeg_path: process.env.FFMPEG_PATH ?? 'ffmpeg',
      // The fake engine listens on 127.0.0.1.
      egress: { policy: { loopback: true, private: false } },
    };
  });

  it('sends text as a string with the Bearer key and maps every harm onto text categories', async () => {
    engine.queue.push({
      body: moderationResult({
        harassment: 0.2,
        'harassment/threatening': 0.874,
        hate: 0.05,
        violence: 0.31,
        'illicit/violent': 0.66,
        'self-harm/intent': 0.425,
        'sexual/minors': 0.01,
        illicit: 0.99,
      }),
    });
    const outcome = await scoreWithEngine(config, {
      contentType: 'text',
      text: 'you will regret this',
    });
    expect(engine.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/moderations',
        authorization: `Bearer ${KEY}`,
        body: { model: 'omni-moderation-latest', input: 'you will regret this' },
      },
    ]);
    // 'illicit' (non-violent wrongdoing) has no category of ours.
    expect(outcome).toEqual({
      unavailable: false,
      scores: {
        'text-sexual': 1,
        'text-harassment': 87,
        'text-hate': 5,
        'text-violence': 66,
        'text-self-harm': 43,
      },
    });
  });

  it('leaves out the model and the Authorization header when none is configured', async () => {
    await scoreWithEngine(
      { ...config, model: null, api_key: null },
      { contentType: 'text', text: 'hello' },
    );
    expect(engine.requests[0]?.authorization).toBeUndefined();
    expect(engine.requests[0]?.body).toEqual({ input: 'hello' });
  });

  it('sends an image as an image_url data URI and scores only its nudity', async () => {
    const bytes = await fs.readFile(
      new URL('../scanning/samples/images/clean-shapes.png', import.meta.url),
    );
    engine.queue.push({ body: moderationResult({ sexual: 0.912, violence: 0.8 }) });
    const outcome = await scoreWithEngine(config, {
      contentType: 'image',
      media: { bytes, mime: 'image/png' },
    });
    expect(engine.requests[0]?.body).toEqual({
      model: 'omni-moderation-latest',
      input: [
        {
          type: 'image_url',
          image_url: { url: `data:image/png;base64,${bytes.toString('base64')}` },
        },
      ],
    });
    expect(outcome).toEqual({ unavailable: false, scores: { 'image-nudity': 91 } });
  });

  it('sends audio as an input_audio part with its format and maps onto audio categories', async () => {
    const bytes = Buffer.from('ID3 pretend mp3 bytes');
    engine.queue.push({
      body: moderationResult({ hate: 0.7, 'hate/threatening': 0.2, sexual: 0.004 }),
    });
    const outcome = await scoreWithEngine(config, {
      contentType: 'audio',
      media: { bytes, mime: 'audio/mpeg' },
    });
    expect(engine.requests[0]?.body).toEqual({
      model: 'omni-moderation-latest',
      input: [
        { type: 'input_audio', input_audio: { data: bytes.toString('base64'), format: 'mp3' } },
      ],
    });
    expect(outcome).toEqual({
      unavailable: false,
      scores: {
        'audio-sexual': 0,
        'audio-harassment': 0,
        'audio-hate': 70,
        'audio-violence': 0,
        'audio-self-harm': 0,
      },
    });
    const wav = await scoreWithEngine(config, {
      contentType: 'audio',
      media: { bytes, mime: 'audio/x-wav' },
    });
    expect(wav.unavailable).toBe(false);
    expect(engine.requests[1]?.body).toMatchObject({ input: [{ input_audio: { format: 'wav' } }] });
  });

  it('sends sampled video frames as images and keeps the highest nudity score', async () => {
    const bytes = await fs.readFile(
      new URL('../scanning/samples/video/clean-pattern.mp4', import.meta.url),
    );
    const frameScores = [0.1, 0.93, 0.2, 0.05];
    engine.fallback = () => ({ body: moderationResult({ sexual: frameScores.shift() ?? 0 }) });
    const outcome = await scoreWithEngine(config, {
      contentType: 'video',
      media: { bytes, mime: 'video/mp4' },
    });
    expect(outcome).toEqual({ unavailable: false, scores: { 'video-nudity': 93 } });
    expect(engine.requests).toHaveLength(ENGINE_VIDEO_FRAMES);
    for (const request of engine.requests) {
      expect(request.body).toMatchObject({
        input: [
          {
            type: 'image_url',
            image_url: { url: expect.stringMatching(/^data:image\/png;base64,iVBOR/) },
          },
        ],
      });
    }
  });

  it('retries a 500 and a 429 with back-off, then uses the answer', async () => {
    engine.queue.push(
      { status: 500, body: { error: { message: 'overloaded' } } },
      { status: 429, headers: { 'retry-after': '0' }, body: { error: { message: 'slow down' } } },
      { body: moderationResult({ violence: 0.5 }) },
    );
    const outcome = await scoreWithEngine(
      config,
      { contentType: 'text', text: 'fight' },
      { ...FAST, logger },
    );
    expect(outcome).toMatchObject({ unavailable: false, scores: { 'text-violence': 50 } });
    expect(engine.requests).toHaveLength(3);
    expect(logs.map((line) => line.object)).toEqual([
      {
        engine: new URL(engine.url).host,
        attempt: 1,
        reason: ENGINE_UNAVAILABLE_REASONS.failed(500),
      },
      {
        engine: new URL(engine.url).host,
        attempt: 2,
        reason: ENGINE_UNAVAILABLE_REASONS.rateLimited,
      },
    ]);
  });

  it('gives up after max_retries and says why', async () => {
    engine.fallback = () => ({ status: 503, body: 'upstream down' });
    expect(await scoreWithEngine(config, { contentType: 'text', text: 'x' }, FAST)).toEqual({
      unavailable: true,
      reason: ENGINE_UNAVAILABLE_REASONS.failed(503),
    });
    expect(engine.requests).toHaveLength(3);

    engine.requests.length = 0;
    engine.fallback = () => ({ status: 429, body: {} });
    expect(
      await scoreWithEngine(
        { ...config, max_retries: 0 },
        { contentType: 'text', text: 'x' },
        FAST,
      ),
    ).toEqual({
      unavailable: true,
      reason: ENGINE_UNAVAILABLE_REASONS.rateLimited,
    });
    expect(engine.requests).toHaveLength(1);
  });

  it('times out a slow engine, retrying it, and reports the time limit', async () => {
    engine.fallback = () => ({ delayMs: 1500, body: moderationResult({}) });
    const started = Date.now();
    const outcome = await scoreWithEngine(
      { ...config, timeout_ms: 150, max_retries: 1 },
      { contentType: 'text', text: 'x' },
      FAST,
    );
    expect(outcome).toEqual({ unavailable: true, reason: ENGINE_UNAVAILABLE_REASONS.timeout(150) });
    expect(engine.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('does not retry a refused key or a bad request, and never repeats the answer body', async () => {
    engine.queue.push({
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${KEY}` } },
    });
    expect(
      await scoreWithEngine(config, { contentType: 'text', text: 'x' }, { ...FAST, logger }),
    ).toEqual({
      unavailable: true,
      reason: ENGINE_UNAVAILABLE_REASONS.keyRefused(401),
    });
    engine.queue.push({ status: 400, body: { error: { message: 'bad input: secret text' } } });
    expect(
      await scoreWithEngine(
        config,
        { contentType: 'text', text: 'secret text' },
        { ...FAST, logger },
      ),
    ).toEqual({
      unavailable: true,
      reason: ENGINE_UNAVAILABLE_REASONS.refused(400),
    });
    expect(engine.requests).toHaveLength(2);
    expect(JSON.stringify(logs)).not.toContain(KEY);
  });

  it('refuses answers in the wrong shape, too large, or redirecting elsewhere', async () => {
    const text = { contentType: 'text' as const, text: 'x' };
    for (const body of [
      'not json',
      { results: [] },
      { results: [{ category_scores: { sexual: 'high' } }] },
    ]) {
      engine.queue.push({ body });
      expect(await scoreWithEngine(config, text, FAST)).toEqual({
        unavailable: true,
        reason: ENGINE_UNAVAILABLE_REASONS.badResponse,
      });
    }
    engine.queue.push({ body: 'x'.repeat(2 * 1024 * 1024) });
    expect(await scoreWithEngine(config, text, FAST)).toEqual({
      unavailable: true,
      reason: ENGINE_UNAVAILABLE_REASONS.badResponse,
    });

    const elsewhere = await startFakeModerationEngine();
    try {
      engine.queue.push({ status: 307, headers: { location: elsewhere.url } });
      expect(await scoreWithEngine(config, text, FAST)).toEqual({
        unavailable: true,
        reason: ENGINE_UNAVAILABLE_REASONS.redirected(307),
      });
      // The key went nowhere but to the configured engine.
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('reports an engine that cannot be reached, after its retries', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const outcome = await scoreWithEngine(
      { ...config, url: `http://127.0.0.1:${port}/v1/moderations?key=${KEY}` },
      { contentType: 'text', text: 'x' },
      { ...FAST, logger },
    );
    expect(outcome).toEqual({ unavailable: true, reason: ENGINE_UNAVAILABLE_REASONS.unreachable });
    expect(logs).toHaveLength(3); // the first try and two retries
    expect(JSON.stringify(logs)).not.toContain(KEY);
  });

  it('says what is missing instead of calling the engine with nothing', async () => {
    expect(await scoreWithEngine(config, { contentType: 'text' })).toEqual({
      unavailable: true,
      reason: ENGINE_INPUT_REASONS.missing('text'),
    });
    expect(await scoreWithEngine(config, { contentType: 'image' })).toEqual({
      unavailable: true,
      reason: ENGINE_INPUT_REASONS.missing('image'),
    });
    expect(
      await scoreWithEngine(config, {
        contentType: 'audio',
        media: { bytes: Buffer.from('x'), mime: 'audio/x-unknown' },
      }),
    ).toEqual({ unavailable: true, reason: ENGINE_INPUT_REASONS.audioFormat });
    expect(engine.requests).toEqual([]);
  });
});
