import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractContent } from '../scanning/extractors/extract-content';
import { labelledSampleSchema } from '../scanning/text/scanner-quality';
import { scanText } from '../scanning/text/scan-text';
import { createTestServer, type TestServer } from '../../test/test-server';
import { createImageScanner } from '../scanning/image/image-scanner';
import { createScanThreads, defaultScanThreads, type ScanThreads } from './scan-threads';
import { onlyText, reportRow, seedEngineSite, setThresholds, submitItem } from './engine-test-kit';

function sampleTexts(): string[] {
  const url = new URL('../scanning/samples/text/labelled-comments.json', import.meta.url);
  const sample = labelledSampleSchema.parse(JSON.parse(readFileSync(url, 'utf8')));
  return sample.map((comment) => comment.content);
}

describe('where the scanners run (decision 0197)', () => {
  it('leaves one core to serving, and scans in the serving thread on a one-core machine', () => {
    expect(defaultScanThreads(1)).toBe(0);
    expect(defaultScanThreads(2)).toBe(1);
    expect(defaultScanThreads(4)).toBe(3);
    expect(defaultScanThreads(32)).toBe(4);
  });

  describe('in worker threads', () => {
    let scanner: ScanThreads;
    beforeAll(() => {
      scanner = createScanThreads(2);
    });
    afterAll(async () => {
      await scanner.close();
    });

    it('scores every sample comment exactly as the serving thread does, scanned all at once', async () => {
      const extractions = sampleTexts().map((content) =>
        extractContent({
          contentType: 'text',
          content: `<p>${content}</p> @alice https://example.com/a`,
          cmsMeta: { title: 'A post' },
        }),
      );
      const threaded = await Promise.all(extractions.map((item) => scanner.scanText(item)));
      expect(scanner.threads).toBe(2);
      expect(threaded).toEqual(extractions.map((item) => scanText(item)));
      // Not a set of empty answers: the sample holds flagged comments.
      expect(threaded.some((scores) => (scores['text-profanity'] ?? 0) >= 85)).toBe(true);
    });

    it('leaves the pictures of an extraction behind: only text crosses to the thread', async () => {
      const extraction = extractContent({
        contentType: 'text',
        content: 'You are a fucking idiot.',
        cmsMeta: {},
      });
      const withPicture = {
        ...extraction,
        embeddedImages: [{ bytes: Buffer.alloc(4_000_000), mime: 'image/png' }],
      };
      expect(await scanner.scanText(withPicture)).toEqual(scanText(extraction));
    });

    it('scores pictures in an image thread exactly as the serving thread does', async () => {
      const here = createImageScanner();
      const pictures = [
        ['demo/stand-in-nudity.jpg', 'image/jpeg'],
        ['clean-tiles.bmp', 'image/bmp'],
      ] as const;
      for (const [name, mime] of pictures) {
        const url = new URL(`../scanning/samples/images/${name}`, import.meta.url);
        const media = { bytes: readFileSync(url), mime };
        const threaded = await scanner.images.scan(media, 'image');
        expect(threaded.unavailable).toBe(false);
        expect(threaded).toEqual(await here.scan(media, 'image'));
      }
      // The model loads twice (in a thread and here): seconds on a busy machine.
    }, 120_000);
  });

  it('refuses to scan once closed, so a stopped server does not keep threads alive', async () => {
    const scanner = createScanThreads(1);
    const extraction = extractContent({
      contentType: 'text',
      content: 'Hello there.',
      cmsMeta: {},
    });
    expect(await scanner.scanText(extraction)).toEqual(scanText(extraction));
    await scanner.close();
    await expect(scanner.scanText(extraction)).rejects.toThrow();
  });

  describe('a server that scans in a thread', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer({
        config: { scanning: { ffmpegPath: 'ffmpeg', threads: 1 } },
      });
    });
    afterAll(async () => {
      await server.close();
    });

    it('decides submitted comments by the thread’s scores', async () => {
      const site = await seedEngineSite(server, 'Threads Ltd', 'threads.example.com');
      await setThresholds(server, site, 1, onlyText({ 'text-profanity': [50, 90] }));
      expect(server.ctx.scanThreads.threads).toBe(1);
      const profane = await submitItem(server, site, {
        cms_meta: { id: 'profane' },
        content: 'You are a fucking piece of shit.',
      });
      const clean = await submitItem(server, site, {
        cms_meta: { id: 'clean' },
        content: 'A thoughtful comment about gardening and tomatoes.',
      });
      await server.ctx.jobs.drain();
      expect((await reportRow(server, profane)).status).toBe('AUTO_UNPUBLISHED');
      expect((await reportRow(server, clean)).status).toBe('CLEAN');
    });
  });
});
