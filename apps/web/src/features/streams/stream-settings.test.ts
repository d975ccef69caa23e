import type { TDomainStream, TScannerSetting } from '@vigil/contract';
import { describe, expect, it } from 'vitest';
import { findSetting, samePair, withSetting, withoutSetting } from './stream-settings';

const setting = (category: string, low: number, high: number): TScannerSetting => ({
  moderation_category_id: category,
  moderation_threshold: low,
  unpublish_threshold: high,
  domain_id: 1,
});

const STREAM: TDomainStream = {
  id: 1,
  extractors: [],
  scanners: [
    {
      id: 11,
      domain_id: 1,
      scanner: { id: 1, name: 'Text', description: '' },
      settings: [setting('text-hate', 50, 90)],
      status: true,
    },
    {
      id: '12',
      domain_id: 1,
      scanner: { id: 2, name: 'Image', description: '' },
      settings: [setting('image-nudity', 40, 80)],
      status: true,
    },
  ],
};

describe('stream settings', () => {
  it('finds a setting by domain scanner and category, ids compared as text', () => {
    expect(findSetting(STREAM, '11', 'text-hate')).toEqual(setting('text-hate', 50, 90));
    expect(findSetting(STREAM, 12, 'image-nudity')).toEqual(setting('image-nudity', 40, 80));
    expect(findSetting(STREAM, 11, 'image-nudity')).toBeUndefined();
    expect(findSetting(undefined, 11, 'text-hate')).toBeUndefined();
  });

  it('replaces a saved setting in place and appends a new one, leaving other scanners alone', () => {
    const replaced = withSetting(STREAM, 11, setting('text-hate', 55, 90));
    expect(replaced.scanners[0]?.settings).toEqual([setting('text-hate', 55, 90)]);
    expect(replaced.scanners[1]).toBe(STREAM.scanners[1]);
    const added = withSetting(STREAM, 11, setting('text-spam', 5, 5));
    expect(added.scanners[0]?.settings).toEqual([
      setting('text-hate', 50, 90),
      setting('text-spam', 5, 5),
    ]);
    // The cached stream itself is never changed.
    expect(STREAM.scanners[0]?.settings).toHaveLength(1);
  });

  it('removes a setting, so the category starts from 0/0 again', () => {
    expect(withoutSetting(STREAM, 11, 'text-hate').scanners[0]?.settings).toEqual([]);
  });

  it('compares pairs', () => {
    const pair = { moderation_threshold: 50, unpublish_threshold: 90 };
    expect(samePair(setting('text-hate', 50, 90), pair)).toBe(true);
    expect(samePair(setting('text-hate', 50, 95), pair)).toBe(false);
    expect(samePair(undefined, pair)).toBe(false);
  });
});
