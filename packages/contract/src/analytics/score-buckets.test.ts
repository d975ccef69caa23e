import { describe, expect, it } from 'vitest';
import {
  SCORE_BUCKET_COUNT,
  bucketLowerScore,
  categoryVerdict,
  scoreBucket,
  scoreBucketLabel,
  splitAtThresholds,
  whatIfCounts,
} from './score-buckets';

const pair = (moderation: number, unpublish: number) => ({
  moderation_threshold: moderation,
  unpublish_threshold: unpublish,
});

describe('score buckets', () => {
  it('are 21 of 5 points, the last holding 100 alone', () => {
    expect(SCORE_BUCKET_COUNT).toBe(21);
    expect([0, 4, 5, 99, 100].map(scoreBucket)).toEqual([0, 0, 1, 19, 20]);
    expect([scoreBucketLabel(0), scoreBucketLabel(19), scoreBucketLabel(20)]).toEqual([
      '0–4',
      '95–99',
      '100',
    ]);
    expect(bucketLowerScore(20)).toBe(100);
  });

  it('clamps scores outside 0–100 and floors fractions', () => {
    expect([-3, 4.9, 101, 1_000].map(scoreBucket)).toEqual([0, 0, 20, 20]);
  });

  it('split exactly at thresholds on the 5-point steps: every score of a bucket on the same side', () => {
    for (let threshold = 5; threshold <= 100; threshold += 5) {
      for (let score = 0; score <= 100; score += 1) {
        const alone = categoryVerdict(score, pair(threshold, 0));
        const byBucket = categoryVerdict(bucketLowerScore(scoreBucket(score)), pair(threshold, 0));
        expect(byBucket, `${score} at ${threshold}`).toBe(alone);
      }
    }
  });
});

describe('categoryVerdict', () => {
  it('compares with ≥, unpublish first, and treats 0 as off', () => {
    expect(categoryVerdict(50, pair(50, 80))).toBe('review');
    expect(categoryVerdict(49, pair(50, 80))).toBe('passed');
    expect(categoryVerdict(80, pair(50, 80))).toBe('unpublished');
    expect(categoryVerdict(100, pair(0, 0))).toBe('passed');
    expect(categoryVerdict(0, pair(0, 0))).toBe('passed');
    expect(categoryVerdict(100, pair(0, 100))).toBe('unpublished');
    expect(categoryVerdict(99, pair(0, 100))).toBe('passed');
    expect(categoryVerdict(5, pair(5, 0))).toBe('review');
  });
});

describe('splitAtThresholds', () => {
  const buckets = Array.from({ length: SCORE_BUCKET_COUNT }, (_, bucket) => bucket + 1);
  const total = buckets.reduce((sum, n) => sum + n, 0);

  it('puts each bucket on one side of each handle', () => {
    // Buckets 0–9 (1…10 items) pass, 10–15 (11…16) go to review, 16–20 (17…21) unpublish.
    expect(splitAtThresholds(buckets, pair(50, 80))).toEqual({
      passed: 55,
      review: 81,
      unpublished: 95,
    });
  });

  it('passes everything with both thresholds off, and keeps the total', () => {
    expect(splitAtThresholds(buckets, pair(0, 0))).toEqual({
      passed: total,
      review: 0,
      unpublished: 0,
    });
    const split = splitAtThresholds(buckets, pair(35, 60));
    expect(split.passed + split.review + split.unpublished).toBe(total);
  });

  it('sends to review the 100 bucket alone when the moderation threshold is 100', () => {
    expect(splitAtThresholds(buckets, pair(100, 0))).toEqual({
      passed: total - 21,
      review: 21,
      unpublished: 0,
    });
  });
});

describe('whatIfCounts', () => {
  it('says what the handles would do, beside what the engine did', () => {
    const buckets = Array.from({ length: SCORE_BUCKET_COUNT }, () => ({
      passed: 0,
      review: 0,
      unpublished: 0,
    }));
    buckets[0] = { passed: 3, review: 0, unpublished: 1 };
    buckets[20] = { passed: 1, review: 2, unpublished: 0 };
    expect(whatIfCounts(buckets, pair(50, 100))).toEqual({
      would: { passed: 4, review: 0, unpublished: 3 },
      actual: { passed: 4, review: 2, unpublished: 1 },
    });
  });
});
