/**
 * The resolution at which response times are kept and their median read (decision 0141): a
 * median cannot be summed across days, but counts per bucket can. Each step is the width of
 * the buckets from its `from` (in seconds) up to the next step.
 */
export const RESPONSE_TIME_BUCKETS: ReadonlyArray<{
  readonly from: number;
  readonly width: number;
}> = [
  { from: 0, width: 1 },
  { from: 60, width: 60 },
  { from: 60 * 60, width: 15 * 60 },
  { from: 24 * 60 * 60, width: 60 * 60 },
  { from: 7 * 24 * 60 * 60, width: 24 * 60 * 60 },
];

/** The lower bound, in whole seconds, of the bucket a response time falls in. */
export function responseTimeBucket(seconds: number): number {
  const value = Math.max(0, Math.floor(seconds));
  let step = RESPONSE_TIME_BUCKETS[0] ?? { from: 0, width: 1 };
  for (const candidate of RESPONSE_TIME_BUCKETS) if (value >= candidate.from) step = candidate;
  return step.from + Math.floor((value - step.from) / step.width) * step.width;
}

/**
 * The group of a bucket (its lower bound in seconds): 0 for 0, else ⌊log₂⌋ + 1, so group k
 * holds the buckets from 2^(k−1) up to 2^k. A median is found by summing the few groups first
 * and then reading the buckets of one group only (decision 0152).
 */
export function responseTimeGroup(bucket: number): number {
  return bucket < 1 ? 0 : Math.floor(Math.log2(bucket)) + 1;
}
