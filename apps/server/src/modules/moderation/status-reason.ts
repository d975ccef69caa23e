/**
 * The report record's `status_reason` for people, from the code the engine or a decision
 * stored (docs/decisions/0101-moderation-queue-api.md lists them all): 'scores',
 * 'rule:<rule id>', 'trusted-author', 'no-credits', 'scanner-unavailable:<scanner id>',
 * 'no-scanner', 'content-unreachable', 'manual', 'appeal' (decision 0185); null while a new report waits for its scan.
 * An unknown code is shown as it is rather than hidden.
 */
import { STATUS_REASON_TEXTS } from '@vigil/contract';

export interface ReasonSource {
  status: string;
  status_reason: string | null;
  /** The rule a 'rule:<id>' reason names, when it still exists. */
  reason_rule_kind: string | null;
  reason_rule_pattern: string | null;
  /** The scanner a 'scanner-unavailable:<id>' reason names. */
  reason_scanner_name: string | null;
}

const FIXED: Readonly<Record<string, string>> = {
  scores: STATUS_REASON_TEXTS.scores,
  'trusted-author': STATUS_REASON_TEXTS.trustedAuthor,
  'no-credits': STATUS_REASON_TEXTS.noCredits,
  'no-scanner': STATUS_REASON_TEXTS.noScanner,
  'content-unreachable': STATUS_REASON_TEXTS.contentUnreachable,
  manual: STATUS_REASON_TEXTS.manual,
  appeal: STATUS_REASON_TEXTS.appeal,
};

const RULE_PREFIX = 'rule:';
const SCANNER_PREFIX = 'scanner-unavailable:';

export function statusReasonText(source: ReasonSource): string | null {
  const code = source.status_reason;
  if (code === null) return source.status === 'PENDING' ? STATUS_REASON_TEXTS.waiting : null;
  const fixed = FIXED[code];
  if (fixed !== undefined) return fixed;
  if (code.startsWith(RULE_PREFIX)) {
    const pattern = source.reason_rule_pattern;
    if (pattern === null) return STATUS_REASON_TEXTS.deletedRule;
    if (source.reason_rule_kind === 'trust') return STATUS_REASON_TEXTS.trustRule(pattern);
    if (source.reason_rule_kind === 'review') return STATUS_REASON_TEXTS.reviewRule(pattern);
    return STATUS_REASON_TEXTS.blockRule(pattern);
  }
  if (code.startsWith(SCANNER_PREFIX)) {
    const name = source.reason_scanner_name ?? `#${code.slice(SCANNER_PREFIX.length)}`;
    return STATUS_REASON_TEXTS.scannerUnavailable(name);
  }
  return code;
}
