import { describe, expect, it } from 'vitest';
import { categoryStatus, decide, type ThresholdPair } from './decide';

const pairs = (entries: Record<string, [number, number]>) =>
  new Map<string, ThresholdPair>(
    Object.entries(entries).map(([id, [moderation, unpublish]]) => [id, { moderation, unpublish }]),
  );

describe('categoryStatus at the thresholds', () => {
  it.each([
    [49, 50, 90, 'CLEAN'],
    [50, 50, 90, 'MODERATE'],
    [89, 50, 90, 'MODERATE'],
    [90, 50, 90, 'AUTO_UNPUBLISHED'],
    [100, 50, 90, 'AUTO_UNPUBLISHED'],
    // 0 is off: nothing is sent to moderation, not even a score of 100 …
    [100, 0, 0, 'CLEAN'],
    [0, 0, 0, 'CLEAN'],
    // … and each threshold is off on its own.
    [95, 0, 90, 'AUTO_UNPUBLISHED'],
    [89, 0, 90, 'CLEAN'],
    [0, 5, 10, 'CLEAN'],
    [5, 5, 10, 'MODERATE'],
    // Equal thresholds: reaching them unpublishes.
    [70, 70, 70, 'AUTO_UNPUBLISHED'],
    [69, 70, 70, 'CLEAN'],
    // 100 unpublishes only a certain score.
    [99, 40, 100, 'MODERATE'],
    [100, 40, 100, 'AUTO_UNPUBLISHED'],
  ] as const)('score %i with %i/%i → %s', (score, moderation, unpublish, status) => {
    expect(categoryStatus(score, { moderation, unpublish })).toBe(status);
  });
});

describe('decide', () => {
  const thresholds = pairs({ 'text-hate': [40, 85], 'text-spam': [60, 90], 'text-sexual': [0, 0] });

  it('takes the most severe category and names the highest score as top', () => {
    expect(
      decide({
        scores: { 'text-hate': 45, 'text-spam': 20, 'text-sexual': 99 },
        thresholds,
        unavailableScannerIds: [],
        covered: true,
      }),
    ).toEqual({
      status: 'MODERATE',
      reason: 'scores',
      topCategoryId: 'text-sexual',
      topScore: 99,
      decidingCategoryId: 'text-hate',
    });
    expect(
      decide({
        scores: { 'text-hate': 45, 'text-spam': 90 },
        thresholds,
        unavailableScannerIds: [],
        covered: true,
      }),
    ).toMatchObject({ status: 'AUTO_UNPUBLISHED', topCategoryId: 'text-spam', topScore: 90 });
  });

  it('breaks a tie for top by category id and treats categories without a pair as off', () => {
    expect(
      decide({
        scores: { 'text-spam': 30, 'text-hate': 30, 'text-unknown': 100 },
        thresholds: pairs({ 'text-hate': [40, 85], 'text-spam': [60, 90] }),
        unavailableScannerIds: [],
        covered: true,
      }),
    ).toMatchObject({ status: 'CLEAN', topCategoryId: 'text-unknown', topScore: 100 });
    expect(
      decide({
        scores: { 'text-spam': 30, 'text-hate': 30 },
        thresholds,
        unavailableScannerIds: [],
        covered: true,
      }),
    ).toMatchObject({ status: 'CLEAN', reason: 'scores', topCategoryId: 'text-hate' });
  });

  it('is CLEAN with no scores from a covering scanner, with no top category', () => {
    expect(decide({ scores: {}, thresholds, unavailableScannerIds: [], covered: true })).toEqual({
      status: 'CLEAN',
      reason: 'scores',
      topCategoryId: null,
      topScore: null,
      decidingCategoryId: null,
    });
  });

  it('sends content to moderation when a scanner it needed could not run', () => {
    expect(
      decide({
        scores: { 'text-hate': 10 },
        thresholds,
        unavailableScannerIds: [3, 2],
        covered: true,
      }),
    ).toMatchObject({ status: 'MODERATE', reason: 'scanner-unavailable:2', topScore: 10 });
    // A certain unpublish from the scanners that did run still stands.
    expect(
      decide({
        scores: { 'text-hate': 85 },
        thresholds,
        unavailableScannerIds: [2],
        covered: true,
      }),
    ).toMatchObject({ status: 'AUTO_UNPUBLISHED', reason: 'scores' });
  });

  it('never passes content no enabled scanner reads', () => {
    expect(
      decide({ scores: {}, thresholds, unavailableScannerIds: [], covered: false }),
    ).toMatchObject({ status: 'MODERATE', reason: 'no-scanner' });
  });
});
