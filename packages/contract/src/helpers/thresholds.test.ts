import { describe, expect, it } from 'vitest';
import { ZSaveScannerSettingRequestSchema } from '../domains/save-scanner-setting';
import { normaliseThreshold, normaliseThresholds, thresholdsForCategory } from './thresholds';

describe('normaliseThreshold', () => {
  it.each([
    [-10, 0],
    [0, 0],
    [2, 0],
    [2.5, 5],
    [42, 40],
    [43, 45],
    [100, 100],
    [140, 100],
  ])('%d → %d', (value, expected) => {
    expect(normaliseThreshold(value)).toBe(expected);
  });
});

describe('normaliseThresholds', () => {
  it('keeps a valid pair as it is', () => {
    expect(normaliseThresholds([20, 80])).toEqual({
      moderation_threshold: 20,
      unpublish_threshold: 80,
    });
  });

  it('makes a missing first value 0 and a missing second value 100', () => {
    expect(normaliseThresholds([undefined, 60])).toEqual({
      moderation_threshold: 0,
      unpublish_threshold: 60,
    });
    expect(normaliseThresholds([30])).toEqual({
      moderation_threshold: 30,
      unpublish_threshold: 100,
    });
    expect(normaliseThresholds([null, null])).toEqual({
      moderation_threshold: 0,
      unpublish_threshold: 100,
    });
    expect(normaliseThresholds(undefined)).toEqual({
      moderation_threshold: 0,
      unpublish_threshold: 100,
    });
  });

  it('treats NaN as missing', () => {
    expect(normaliseThresholds([NaN, NaN])).toEqual({
      moderation_threshold: 0,
      unpublish_threshold: 100,
    });
  });

  it('clamps, snaps to the step and orders a reversed pair', () => {
    expect(normaliseThresholds([-3, 1000])).toEqual({
      moderation_threshold: 0,
      unpublish_threshold: 100,
    });
    expect(normaliseThresholds([77, 33])).toEqual({
      moderation_threshold: 35,
      unpublish_threshold: 75,
    });
  });

  it('always yields a pair the save endpoint accepts', () => {
    for (const values of [
      [3, 97],
      [101, -1],
      [undefined, 12.4],
      [50, 50],
    ]) {
      const pair = normaliseThresholds(values);
      const body = { moderation_category_id: 1, ...pair };
      expect(ZSaveScannerSettingRequestSchema.safeParse(body).success).toBe(true);
    }
  });
});

describe('thresholdsForCategory', () => {
  const settings = [
    { moderation_category_id: 7, moderation_threshold: 40, unpublish_threshold: 90 },
    { moderation_category_id: 'abc', moderation_threshold: 10, unpublish_threshold: 20 },
  ];

  it('starts from the saved setting of that category', () => {
    expect(thresholdsForCategory(settings, 7)).toEqual({
      moderation_threshold: 40,
      unpublish_threshold: 90,
    });
  });

  it('matches opaque ids by their text', () => {
    expect(thresholdsForCategory(settings, '7')).toEqual({
      moderation_threshold: 40,
      unpublish_threshold: 90,
    });
  });

  it('starts at 0 and 0 when nothing is saved', () => {
    expect(thresholdsForCategory(settings, 99)).toEqual({
      moderation_threshold: 0,
      unpublish_threshold: 0,
    });
  });
});
