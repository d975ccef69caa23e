import { describe, expect, it } from 'vitest';
import { responseTimeBucket, responseTimeGroup } from './response-time';

describe('response-time buckets', () => {
  it('keep seconds below a minute and widen later', () => {
    expect(responseTimeBucket(0)).toBe(0);
    expect(responseTimeBucket(59.9)).toBe(59);
    expect(responseTimeBucket(119)).toBe(60);
    expect(responseTimeBucket(3600 + 899)).toBe(3600);
    expect(responseTimeBucket(-5)).toBe(0);
  });

  it('group consecutive buckets: the group never falls as the bucket grows', () => {
    let previousGroup = -1;
    for (let seconds = 0; seconds < 40 * 24 * 3600; seconds += 37) {
      const group = responseTimeGroup(responseTimeBucket(seconds));
      expect(group).toBeGreaterThanOrEqual(previousGroup);
      previousGroup = group;
    }
    expect(responseTimeGroup(0)).toBe(0);
    expect(responseTimeGroup(1)).toBe(1);
    expect(responseTimeGroup(2)).toBe(2);
    expect(responseTimeGroup(3)).toBe(2);
    expect(responseTimeGroup(4)).toBe(3);
    expect(responseTimeGroup(3600)).toBe(12);
  });
});
