import { describe, expect, it } from 'vitest';
import {
  deriveDashboardFigures,
  percentageOf,
  planNameOrUnknown,
  UNKNOWN_PLAN_NAME,
} from './dashboard-stats';

const stats = {
  total: 200,
  bot_reject: 30,
  human_reject: 10,
  domains: 3,
  total_domains: 5,
  plan_name: 'Business',
};

describe('deriveDashboardFigures', () => {
  it('derives moderations, share and reject rates from the totals', () => {
    expect(deriveDashboardFigures(stats)).toEqual({
      moderations: 40,
      moderationShare: 20,
      humanRejectRate: 5,
      botRejectRate: 15,
      domainsInUse: 3,
      totalDomains: 5,
      planName: 'Business',
    });
  });

  it('gives 0 percentages, not NaN, when nothing was scanned', () => {
    const figures = deriveDashboardFigures({
      ...stats,
      total: 0,
      bot_reject: 0,
      human_reject: 0,
    });
    expect(figures.moderationShare).toBe(0);
    expect(figures.humanRejectRate).toBe(0);
    expect(figures.botRejectRate).toBe(0);
  });

  it('names a missing plan (Unknown)', () => {
    expect(deriveDashboardFigures({ ...stats, plan_name: null }).planName).toBe('(Unknown)');
  });
});

describe('percentageOf', () => {
  it('divides and scales to 100', () => {
    expect(percentageOf(1, 3)).toBeCloseTo(33.333, 3);
    expect(percentageOf(3, 3)).toBe(100);
  });

  it('is 0 for a zero, negative or non-finite whole', () => {
    expect(percentageOf(5, 0)).toBe(0);
    expect(percentageOf(5, -1)).toBe(0);
    expect(percentageOf(5, NaN)).toBe(0);
    expect(percentageOf(NaN, 10)).toBe(0);
  });
});

describe('planNameOrUnknown', () => {
  it.each([null, undefined, '', '   '])('defaults %j to (Unknown)', (name) => {
    expect(planNameOrUnknown(name)).toBe(UNKNOWN_PLAN_NAME);
  });

  it('keeps a real plan name', () => {
    expect(planNameOrUnknown(' Pro ')).toBe('Pro');
  });
});
