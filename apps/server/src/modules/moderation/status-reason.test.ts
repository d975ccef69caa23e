import { STATUS_REASON_TEXTS } from '@vigil/contract';
import { describe, expect, it } from 'vitest';
import { statusReasonText, type ReasonSource } from './status-reason';

const source = (status_reason: string | null, extra: Partial<ReasonSource> = {}): ReasonSource => ({
  status: 'MODERATE',
  status_reason,
  reason_rule_kind: null,
  reason_rule_pattern: null,
  reason_scanner_name: null,
  ...extra,
});

describe('statusReasonText', () => {
  it('reads every code the engine and decisions store', () => {
    expect(statusReasonText(source(null, { status: 'PENDING' }))).toBe(STATUS_REASON_TEXTS.waiting);
    expect(statusReasonText(source(null))).toBeNull();
    expect(statusReasonText(source('scores'))).toBe('Scores');
    expect(
      statusReasonText(
        source('rule:r1', { reason_rule_kind: 'block', reason_rule_pattern: '/casino\\d+/' }),
      ),
    ).toBe('Block rule: /casino\\d+/');
    expect(
      statusReasonText(
        source('rule:r2', { reason_rule_kind: 'trust', reason_rule_pattern: 'Ada' }),
      ),
    ).toBe('Trusted author: Ada');
    expect(statusReasonText(source('rule:gone'))).toBe(STATUS_REASON_TEXTS.deletedRule);
    expect(statusReasonText(source('trusted-author'))).toBe('Trusted author');
    expect(statusReasonText(source('no-credits', { status: 'PENDING' }))).toBe(
      'Waiting for credits',
    );
    expect(
      statusReasonText(source('scanner-unavailable:3', { reason_scanner_name: 'Video' })),
    ).toBe('Video scanner unavailable');
    expect(statusReasonText(source('scanner-unavailable:9'))).toBe('#9 scanner unavailable');
    expect(statusReasonText(source('no-scanner'))).toBe(STATUS_REASON_TEXTS.noScanner);
    expect(statusReasonText(source('content-unreachable'))).toBe(
      STATUS_REASON_TEXTS.contentUnreachable,
    );
    expect(statusReasonText(source('manual'))).toBe('Moderator decision');
    expect(statusReasonText(source('something-new'))).toBe('something-new');
  });
});
