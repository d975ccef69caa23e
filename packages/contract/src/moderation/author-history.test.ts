import { describe, expect, it } from 'vitest';
import { ZCreateDomainRuleRequestSchema } from '../domains/domain-rules';
import { MESSAGES } from '../messages';
import {
  AUTHOR_USERNAME_MAX,
  getAuthorHistoryEndpoint,
  ZAuthorHistoryQuerySchema,
  ZAuthorHistoryResponseSchema,
} from './author-history';
import { AUTHOR_HISTORY_TEXTS as T } from './author-history-texts';
import { STATUS_REASON_TEXTS } from './moderation-messages';

describe('the author history contract', () => {
  it('takes a username trimmed, required and no longer than the plugin API allows', () => {
    expect(ZAuthorHistoryQuerySchema.parse({ username: '  Sam ' })).toEqual({ username: 'Sam' });
    const blank = ZAuthorHistoryQuerySchema.safeParse({ username: '   ' });
    expect(blank.error?.issues[0]?.message).toBe(MESSAGES.required('Username'));
    const missing = ZAuthorHistoryQuerySchema.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe(MESSAGES.required('Username'));
    expect(
      ZAuthorHistoryQuerySchema.safeParse({ username: 'a'.repeat(AUTHOR_USERNAME_MAX + 1) })
        .success,
    ).toBe(false);
    expect(ZAuthorHistoryQuerySchema.safeParse({ username: 'Sam\u202e' }).success).toBe(false);
  });

  it('answers counts and UTC timestamps, null times when nothing is visible', () => {
    const none = {
      clean: 0,
      approved: 0,
      waiting: 0,
      auto_unpublished: 0,
      manually_unpublished: 0,
    };
    const empty = {
      data: {
        username: 'Sam',
        total: 0,
        outcomes: none,
        first_seen: null,
        last_seen: null,
        domains: [],
        recent: [],
      },
    };
    expect(ZAuthorHistoryResponseSchema.parse(empty)).toEqual(empty);
    const one = {
      ...empty.data,
      total: 1,
      outcomes: { ...none, clean: 1 },
      first_seen: '2026-11-28T10:00:00Z',
      last_seen: '2026-11-28T10:00:00Z',
      domains: [
        {
          domain_id: 'd1',
          domain: 'blog.example.com',
          total: 1,
          outcomes: { ...none, clean: 1 },
          first_seen: '2026-11-28T10:00:00Z',
          last_seen: '2026-11-28T10:00:00Z',
          rule: 'review',
        },
      ],
    };
    expect(ZAuthorHistoryResponseSchema.safeParse({ data: one }).success).toBe(true);
    expect(
      ZAuthorHistoryResponseSchema.safeParse({ data: { ...one, outcomes: { ...none, clean: -1 } } })
        .success,
    ).toBe(false);
  });

  it('is a timed, quiet read of the moderating roles under /report', () => {
    expect(getAuthorHistoryEndpoint).toMatchObject({
      method: 'GET',
      path: '/report/author-history',
      moderationTimed: true,
      quiet: true,
      roles: [1, 2],
    });
  });

  it('adds review rules like trust rules: a username, no action', () => {
    expect(ZCreateDomainRuleRequestSchema.parse({ kind: 'review', pattern: ' Sam ' })).toEqual({
      kind: 'review',
      pattern: 'Sam',
    });
    expect(ZCreateDomainRuleRequestSchema.safeParse({ kind: 'review', pattern: '' }).success).toBe(
      false,
    );
  });

  it('says who and where in every action and confirmation', () => {
    expect(T.openLabel('Sam')).toBe('History of Sam');
    expect(T.trustActionLabel('Sam', 'blog.example.com')).toBe('Trust Sam on blog.example.com');
    expect(T.reviewConfirmBody('Sam', 'blog.example.com')).toContain('Sam on blog.example.com');
    expect(T.sentToReview('Sam', 'blog.example.com')).toBe(
      'New items by Sam on blog.example.com now go to review.',
    );
    expect(T.items(1)).toBe('1 item');
    expect(T.items(3)).toBe('3 items');
    expect(STATUS_REASON_TEXTS.reviewRule('Sam')).toBe('Author always reviewed: Sam');
  });
});
