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
