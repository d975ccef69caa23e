/**
 * Scores in 5-point buckets (decision 0170), the Streams sliders' step: bucket i holds the
 * scores 5i … 5i+4, and the last bucket the score 100 alone. Thresholds are multiples of 5
 * and the engine compares with ≥ (decision 0082), so a threshold t splits the buckets
 * exactly: every score of bucket i reaches t when 5i ≥ t, and none does when 5i < t.
 */
import { THRESHOLD_MAX, THRESHOLD_STEP } from '../constants';
import type { ThresholdPair } from '../helpers/thresholds';

export const SCORE_BUCKET_WIDTH = THRESHOLD_STEP;
/** 0–4, 5–9, …, 95–99 and 100: 21 buckets. */
export const SCORE_BUCKET_COUNT = THRESHOLD_MAX / SCORE_BUCKET_WIDTH + 1;

/** The bucket of an integer score 0–100 (out-of-range scores are clamped). */
export function scoreBucket(score: number): number {
  const clamped = Math.min(THRESHOLD_MAX, Math.max(0, Math.floor(score)));
  return Math.floor(clamped / SCORE_BUCKET_WIDTH);
}

/** The lowest score of a bucket: 5i. */
export const bucketLowerScore = (bucket: number): number => bucket * SCORE_BUCKET_WIDTH;

/** The label of a bucket as a person reads it: '0–4', …, '95–99', '100'. */
export function scoreBucketLabel(bucket: number): string {
  const low = bucketLowerScore(bucket);
  return low >= THRESHOLD_MAX ? String(THRESHOLD_MAX) : `${low}–${low + SCORE_BUCKET_WIDTH - 1}`;
}

/** What a category does with one score at these thresholds (decision 0082's rule). */
export type CategoryVerdict = 'passed' | 'review' | 'unpublished';

export function categoryVerdict(score: number, thresholds: ThresholdPair): CategoryVerdict {
  if (thresholds.unpublish_threshold > 0 && score >= thresholds.unpublish_threshold) {
    return 'unpublished';
  }
  if (thresholds.moderation_threshold > 0 && score >= thresholds.moderation_threshold) {
    return 'review';
  }
  return 'passed';
}

export interface VerdictCounts {
  passed: number;
  review: number;
  unpublished: number;
}

export const emptyVerdictCounts = (): VerdictCounts => ({ passed: 0, review: 0, unpublished: 0 });

/**
 * Splits a histogram (counts per bucket, index = bucket) at a pair of thresholds: how many
 * scores each side of the handles would pass, send to review and unpublish.
 */
export function splitAtThresholds(
  buckets: readonly number[],
  thresholds: ThresholdPair,
): VerdictCounts {
  const counts = emptyVerdictCounts();
  buckets.forEach((n, bucket) => {
    counts[categoryVerdict(bucketLowerScore(bucket), thresholds)] += n;
  });
  return counts;
}

export interface WhatIfCounts {
  /** What this category alone would decide at the thresholds asked about. */
  would: VerdictCounts;
  /** What the engine really decided for the same items (the whole item, every category). */
  actual: VerdictCounts;
}

/**
 * The Streams what-if of one category: `buckets[i]` holds the items whose score fell in
 * bucket i, split by the engine's real verdict (get-threshold-what-if.ts).
 */
export function whatIfCounts(
  buckets: ReadonlyArray<Readonly<VerdictCounts>>,
  thresholds: ThresholdPair,
): WhatIfCounts {
  const would = emptyVerdictCounts();
  const actual = emptyVerdictCounts();
  buckets.forEach((bucket, index) => {
    const total = bucket.passed + bucket.review + bucket.unpublished;
    would[categoryVerdict(bucketLowerScore(index), thresholds)] += total;
    actual.passed += bucket.passed;
    actual.review += bucket.review;
    actual.unpublished += bucket.unpublished;
  });
  return { would, actual };
}
