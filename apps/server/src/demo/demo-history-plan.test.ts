import { describe, expect, it } from 'vitest';
import { DEMO_BACKLOG_SIZE, planHistory, type PlannedItem } from './demo-history-plan';
import { DEMO_HISTORY_SEED, demoHistoryDomains } from './demo-history-seed';
import { REVIEW_COMMENTS } from './demo-history-samples';

const DOMAINS = demoHistoryDomains({
  blog: 'blog.test',
  forum: 'forum.test',
  shop: 'shop.test',
  oldForum: 'old-forum.test',
});
const MODERATORS = [
  { userId: '1', weight: 3, sinceDaysAgo: 400 },
  { userId: '2', weight: 1, sinceDaysAgo: 90 },
];

function plan(now: string): PlannedItem[] {
  return planHistory({
    now: new Date(now),
    domains: DOMAINS,
    moderators: MODERATORS,
    seed: DEMO_HISTORY_SEED,
  });
}

// Every tenth day of a year, at hours from early morning to late evening; 29 November at
// half past ten is a day whose chances alone left the queue empty.
const STARTS = [
  '2026-11-29T10:30:00Z',
  ...Array.from({ length: 37 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 0, 1 + index * 10, [1, 9, 14, 22][index % 4]));
    return day.toISOString();
  }),
];

describe('the demo history plan', () => {
  it.each(STARTS)('started at %s, leaves the newest review lines for a moderator', (now) => {
    const items = plan(now);
    const text = items.filter((item) => item.contentType === 'text' && item.edit === null);
    const pending = text.slice(-3);
    expect(pending.every((item) => item.pending && item.review === null)).toBe(true);
    const backlog = text.slice(-3 - DEMO_BACKLOG_SIZE, -3);
    expect(backlog).toHaveLength(DEMO_BACKLOG_SIZE);
    for (const item of backlog) {
      expect(REVIEW_COMMENTS).toContain(item.text);
      expect(item.pending).toBe(false);
      expect(item.review).toBeNull();
      expect(item.reversal).toBeNull();
    }
  });

  it('plans the same history for the same start', () => {
    expect(plan('2026-06-01T12:00:00Z')).toEqual(plan('2026-06-01T12:00:00Z'));
  });
});
