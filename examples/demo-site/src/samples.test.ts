import { describe, expect, it } from 'vitest';
import { PLUGIN_CONTENT_LIMITS, PLUGIN_MEDIA_TYPES } from '@vigil/plugin-sdk';
import { loadSamples } from './samples';

const SIGNATURES: Readonly<Record<string, number[]>> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/gif': [0x47, 0x49, 0x46],
  'image/webp': [0x52, 0x49, 0x46, 0x46],
};

describe('the shipped samples', () => {
  const samples = loadSamples();

  it('hold posts, clean comments and offensive ones of every kind the demo shows', () => {
    expect(samples.posts.length).toBeGreaterThanOrEqual(3);
    const count = (label: string) => samples.comments.filter((c) => c.label === label).length;
    expect(count('clean')).toBeGreaterThanOrEqual(10);
    for (const label of ['profanity', 'harassment', 'hate', 'spam', 'personal-data']) {
      expect(count(label), label).toBeGreaterThanOrEqual(3);
    }
  });

  it('hold clean and flagged images of accepted types that are what their extension says, inline-sized', () => {
    const count = (label: string) => samples.images.filter((image) => image.label === label).length;
    expect(count('clean')).toBeGreaterThanOrEqual(2);
    expect(count('flagged')).toBeGreaterThanOrEqual(2);
    for (const image of samples.images) {
      expect(PLUGIN_MEDIA_TYPES.image).toContain(image.mime);
      const bytes = Buffer.from(image.base64, 'base64');
      expect([...bytes.subarray(0, SIGNATURES[image.mime]?.length)], image.file).toEqual(
        SIGNATURES[image.mime],
      );
      expect(bytes.length).toBeLessThan(PLUGIN_CONTENT_LIMITS.mediaBytes);
      expect(image.alt.length, image.file).toBeGreaterThan(0);
    }
  });
});
