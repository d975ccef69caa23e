import { describe, expect, it } from 'vitest';
import { DECISION_DELIVERIES } from './moderation-decision';
import { MODERATION_MESSAGES, STATUS_REASON_TEXTS } from './moderation-messages';

describe('MODERATION_MESSAGES', () => {
  it('says who decided and what', () => {
    expect(MODERATION_MESSAGES.alreadyDecided('MANUALLY_UNPUBLISHED', 'Ada')).toBe(
      'This report was already unpublished by Ada.',
    );
    expect(MODERATION_MESSAGES.alreadyDecided('MANUALLY_IGNORED', 'Ada')).toBe(
      'This report was already approved by Ada.',
    );
    expect(MODERATION_MESSAGES.alreadyDecided('ESCALATED', null)).toBe(
      'This report was already decided by a former user.',
    );
  });

  it('has an answer for every delivery of both decisions', () => {
    for (const delivery of DECISION_DELIVERIES) {
      expect(MODERATION_MESSAGES.unpublished[delivery]).not.toBe('');
      expect(MODERATION_MESSAGES.approved[delivery]).not.toBe('');
    }
  });
});

describe('STATUS_REASON_TEXTS', () => {
  it('names rules and scanners', () => {
    expect(STATUS_REASON_TEXTS.blockRule('casino')).toBe('Block rule: casino');
    expect(STATUS_REASON_TEXTS.trustRule('Editor')).toBe('Trusted author: Editor');
    expect(STATUS_REASON_TEXTS.scannerUnavailable('Video')).toBe('Video scanner unavailable');
  });
});
