/**
 * A percentile read from counts in response-time buckets (RESPONSE_TIME_BUCKETS): the lower
 * bound of the bucket holding the value of rank ⌈p·n⌉ (the nearest-rank method), so the 50th
 * is the dashboard's lower median (medianOfBuckets). Times are kept in buckets because a
 * percentile cannot be summed across days (decision 0141).
 */
export function percentileOfBuckets(buckets: ReadonlyMap<number, number>, percent: number): number {
  const sorted = [...buckets.entries()].filter(([, n]) => n > 0).sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return 0;
  // Integer arithmetic first: 0.9 × 30 is 27.000000000000004 in floating point.
  const rank = Math.max(1, Math.ceil((total * percent) / 100));
  let seen = 0;
  for (const [bucket, n] of sorted) {
    seen += n;
    if (seen >= rank) return bucket;
  }
  return 0;
}
