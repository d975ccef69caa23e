/**
 * The Rules tab in action (decision 0091), before any scanner: a trusted author's content is
 * clean without scanning; else a matching block rule decides, the stricter action first.
 * An author sent to review (decision 0181) outranks their trust: only a block rule that
 * unpublishes decides at once; otherwise the item is scanned, so scores that unpublish still
 * do, and whatever else the scanners say it waits for a moderator.
 */
import type { BlockRuleAction } from '@vigil/contract';
import { blockPatternMatches, parseBlockPattern, prepareText } from './block-pattern';

export interface RuleToEvaluate {
  id: string;
  /** 'block' | 'trust' | 'review' */
  kind: string;
  pattern: string;
  /** 'MODERATE' | 'AUTO_UNPUBLISHED' for block rules. */
  action: string;
}

export interface RuleVerdict {
  ruleId: string;
  status: 'CLEAN' | BlockRuleAction;
  /**
   * A review rule's MODERATE: it stands unless the scanners unpublish, so the scan still runs
   * (scan-report.ts). Absent: the verdict decides without scanning.
   */
  scanFirst?: true;
}

export interface RuleSubject {
  username: string;
  /** What block rules read: the visible text and the metadata text, as extracted. */
  texts: readonly string[];
}

/**
 * Usernames compare exactly but for case: no folding of look-alikes or width, so 'Аdmin'
 * with a Cyrillic A is not the trusted 'admin'.
 */
export function sameUsername(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The verdict of the first rule that applies, or undefined to go on scanning. `rules` in the
 * order they were created: among block rules of the same action the oldest names the reason.
 */
export function evaluateRules(
  rules: readonly RuleToEvaluate[],
  subject: RuleSubject,
): RuleVerdict | undefined {
  const names = (kind: string) => (rule: RuleToEvaluate) =>
    rule.kind === kind && sameUsername(rule.pattern, subject.username);
  const review = rules.find(names('review'));
  if (review) {
    const block = blockVerdict(rules, subject);
    return block?.status === 'AUTO_UNPUBLISHED'
      ? block
      : { ruleId: review.id, status: 'MODERATE', scanFirst: true };
  }
  const trusted = rules.find(names('trust'));
  if (trusted) return { ruleId: trusted.id, status: 'CLEAN' };
  return blockVerdict(rules, subject);
}

/** The block rules' verdict: the oldest that unpublishes, else the oldest that moderates. */
function blockVerdict(
  rules: readonly RuleToEvaluate[],
  subject: RuleSubject,
): RuleVerdict | undefined {
  const blocks = rules.filter((rule) => rule.kind === 'block');
  if (blocks.length === 0) return undefined;
  const texts = subject.texts.filter((text) => text.trim() !== '').map(prepareText);
  if (texts.length === 0) return undefined;
  let moderate: RuleVerdict | undefined;
  for (const rule of blocks) {
    if (rule.action !== 'AUTO_UNPUBLISHED' && moderate) continue;
    const parsed = parseBlockPattern(rule.pattern);
    // Stored patterns were checked on creation; one that no longer parses is skipped.
    if (!parsed.ok) continue;
    if (!texts.some((text) => blockPatternMatches(parsed.pattern, text))) continue;
    if (rule.action === 'AUTO_UNPUBLISHED') return { ruleId: rule.id, status: 'AUTO_UNPUBLISHED' };
    moderate = { ruleId: rule.id, status: 'MODERATE' };
  }
  return moderate;
}
