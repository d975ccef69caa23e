import fs from 'node:fs/promises';
import * as tf from '@tensorflow/tfjs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_CATEGORY_SEED } from '../../../db/migrations/seeds/moderation-categories-seed';
import { IMAGE_SAMPLES } from '../samples/images/image-samples';
import type { MediaInput, ScanOutcome } from '../scanning-types';
import { IMAGE_UNAVAILABLE_REASONS } from './decode-image';
import { createImageScanner, type ImageScanner } from './image-scanner';

const VISUAL = ['nudity', 'suggestive', 'explicit-drawing'] as const;

function threshold(categoryId: string): number {
  const category = MODERATION_CATEGORY_SEED.find((seed) => seed.id === categoryId);
  if (!category) throw new Error(`no category ${categoryId}`);
  return category.default_moderation_threshold;
}

function scoresOf(outcome: ScanOutcome): Record<string, number> {
  if (outcome.unavailable) throw new Error(`unavailable: ${outcome.reason}`);
  return outcome.scores;
}

async function sample(file: string): Promise<Buffer> {
  return fs.readFile(new URL(`../samples/images/${file}`, import.meta.url));
}

describe('image scanner', () => {
  let scanner: ImageScanner;

  beforeAll(async () => {
    scanner = createImageScanner();
    // The first scan loads the model; later tests then measure scanning alone.
    scoresOf(
      await scanner.scan({ bytes: await sample('clean-shapes.png'), mime: 'image/png' }, 'image'),
    );
  });

  describe('on the labelled sample at the default thresholds', () => {
    for (const item of IMAGE_SAMPLES) {
      it(`${item.file} is ${item.expected}`, async () => {
        const scores = scoresOf(
          await scanner.scan({ bytes: await sample(item.file), mime: item.mime }, 'image'),
        );
        expect(Object.keys(scores).sort()).toEqual(VISUAL.map((key) => `image-${key}`).sort());
        const flagged = Object.keys(scores).filter((id) => (scores[id] ?? 0) >= threshold(id));
        expect(flagged).toEqual(item.expected === 'clean' ? [] : [item.expected]);
      });
    }
  });

  it('keeps committed stand-ins small (≤ 50 KB) and flags them above the unpublish threshold', async () => {
    for (const item of IMAGE_SAMPLES.filter((entry) => entry.expected !== 'clean')) {
      const bytes = await sample(item.file);
      expect(bytes.length).toBeLessThanOrEqual(50 * 1024);
      const scores = scoresOf(await scanner.scan({ bytes, mime: item.mime }, 'image'));
      const unpublish = MODERATION_CATEGORY_SEED.find((seed) => seed.id === item.expected);
      expect(scores[item.expected]).toBeGreaterThanOrEqual(
        unpublish?.default_unpublish_threshold ?? 101,
      );
    }
  });

  it('names the categories after the prefix it is given (video frames)', async () => {
    const bytes = await sample('stand-in-nudity-1.png');
    const image = scoresOf(await scanner.scan({ bytes, mime: 'image/png' }, 'image'));
    const video = scoresOf(await scanner.scan({ bytes, mime: 'image/png' }, 'video'));
    expect(video).toEqual({
      'video-nudity': image['image-nudity'],
      'video-suggestive': image['image-suggestive'],
      'video-explicit-drawing': image['image-explicit-drawing'],
    });
  });

  it('scores the same picture alike in JPEG, PNG, GIF, WebP and BMP', async () => {
    const png = await sample('stand-in-nudity-2.png');
    const raw = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const bmp = Buffer.alloc(54 + raw.info.width * raw.info.height * 3);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(bmp.length, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(raw.info.width, 18);
    bmp.writeInt32LE(-raw.info.height, 22); // top-down rows
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    for (let i = 0; i < raw.info.width * raw.info.height; i += 1) {
      bmp[54 + i * 3] = raw.data[i * 3 + 2] ?? 0;
      bmp[54 + i * 3 + 1] = raw.data[i * 3 + 1] ?? 0;
      bmp[54 + i * 3 + 2] = raw.data[i * 3] ?? 0;
    }
    const encodings: MediaInput[] = [
      { bytes: png, mime: 'image/png' },
      { bytes: await sharp(png).jpeg({ quality: 90 }).toBuffer(), mime: 'image/jpeg' },
      { bytes: await sharp(png).gif().toBuffer(), mime: 'image/gif' },
      { bytes: await sharp(png).webp({ quality: 90 }).toBuffer(), mime: 'image/webp' },
      { bytes: bmp, mime: 'image/bmp' },
    ];
    for (const media of encodings) {
      const scores = scoresOf(await scanner.scan(media, 'image'));
      expect(scores['image-nudity'], media.mime).toBeGreaterThanOrEqual(85);
    }
  });

  it('reads the first frame of an animated GIF', async () => {
    const clean = await sample('clean-shapes.png');
    const flagged = await sample('stand-in-nudity-1.png');
    const animate = async (first: Buffer, second: Buffer) => {
      const frames = await Promise.all(
        [first, second].map((png) => sharp(png).resize(224, 224).png().toBuffer()),
      );
      const gif = await sharp(frames, { join: { animated: true } })
        .gif({ delay: [500, 500] })
        .toBuffer();
      expect((await sharp(gif).metadata()).pages).toBe(2);
      return gif;
    };
    const cleanFirst = scoresOf(
      await scanner.scan({ bytes: await animate(clean, flagged), mime: 'image/gif' }, 'image'),
    );
    const flaggedFirst = scoresOf(
      await scanner.scan({ bytes: await animate(flagged, clean), mime: 'image/gif' }, 'image'),
    );
    expect(cleanFirst['image-nudity']).toBeLessThan(50);
    expect(flaggedFirst['image-nudity']).toBeGreaterThanOrEqual(85);
  });

  it('puts transparent areas on white rather than on whatever colour hides behind them', async () => {
    const transparent = await sharp({
      create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const white = await sharp({
      create: { width: 100, height: 100, channels: 3, background: { r: 255, g: 255, b: 255 } },
    })
      .png()
      .toBuffer();
    const a = await scanner.probabilities({ bytes: transparent, mime: 'image/png' });
    const b = await scanner.probabilities({ bytes: white, mime: 'image/png' });
    expect(a).toEqual(b);
  });

  it('says it is unavailable, never clean, when it cannot read the image', async () => {
    const jpegHeaderThenNoise = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(500, 7),
    ]);
    const png = await sample('clean-shapes.png');
    const cases: Array<[MediaInput, string]> = [
      [
        { bytes: Buffer.from('not an image at all'), mime: 'image/png' },
        IMAGE_UNAVAILABLE_REASONS.unsupported,
      ],
      [{ bytes: Buffer.alloc(0), mime: 'image/jpeg' }, IMAGE_UNAVAILABLE_REASONS.unsupported],
      [
        {
          bytes: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd"/></svg>',
          ),
          mime: 'image/png',
        },
        IMAGE_UNAVAILABLE_REASONS.unsupported,
      ],
      [
        { bytes: await sharp(png).tiff().toBuffer(), mime: 'image/tiff' },
        IMAGE_UNAVAILABLE_REASONS.unsupported,
      ],
      [{ bytes: jpegHeaderThenNoise, mime: 'image/jpeg' }, IMAGE_UNAVAILABLE_REASONS.undecodable],
      [{ bytes: png.subarray(0, 200), mime: 'image/png' }, IMAGE_UNAVAILABLE_REASONS.undecodable],
      [
        { bytes: Buffer.from('BM broken bitmap'), mime: 'image/bmp' },
        IMAGE_UNAVAILABLE_REASONS.undecodable,
      ],
    ];
    for (const [media, reason] of cases) {
      expect(await scanner.scan(media, 'image')).toEqual({ unavailable: true, reason });
    }
  });

  it('refuses an image whose dimensions would exhaust memory, before decoding it', async () => {
    // 50 megapixels of one colour: a few hundred KB on disk, 150 MB once decoded.
    const huge = await sharp({
      create: { width: 10_000, height: 5_000, channels: 3, background: { r: 10, g: 10, b: 10 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(await scanner.scan({ bytes: huge, mime: 'image/png' }, 'image')).toEqual({
      unavailable: true,
      reason: IMAGE_UNAVAILABLE_REASONS.tooLarge,
    });
  });

  it('serves concurrent scans one at a time with the same answers, leaking no tensors', async () => {
    const files = ['clean-landscape.jpg', 'stand-in-nudity-1.png', 'stand-in-drawing-1.png'];
    const inputs = await Promise.all(
      files.map(async (file) => ({ bytes: await sample(file), mime: 'image/png' })),
    );
    const sequential = [];
    for (const media of inputs) sequential.push(await scanner.scan(media, 'image'));
    const before = tf.memory().numTensors;
    const concurrent = await Promise.all(
      [...inputs, ...inputs].map((media) => scanner.scan(media, 'image')),
    );
    expect(concurrent).toEqual([...sequential, ...sequential]);
    expect(tf.memory().numTensors).toBe(before);
  });
});
