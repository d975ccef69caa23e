/**
 * What one report counts for in the roll-ups (decision 0140): a pure function of the report as
 * it is, so a status change is "take away what it counted for before, add what it counts for
 * now", and a rebuild is the same function over every report. The plain queries of
 * plain-totals.ts state the same definitions in SQL; the property tests hold the two together.
 */
import { responseTimeBucket, responseTimeGroup, type ModerationStatus } from '@vigil/contract';
import type { RollupKind } from '../../../db/schema/moderation-engine';
import { analyticsFacts } from './analytics-facts';
import type { RollupFact, RollupSubject } from './rollup-subject';

export type { RollupFact, RollupScore, RollupSubject } from './rollup-subject';

/** Decisions that stand: the item left the queue for good (MODERATE waits for a person). */
export const FINAL_STATUSES: ReadonlySet<ModerationStatus> = new Set([
  'CLEAN',
  'AUTO_UNPUBLISHED',
  'MANUALLY_UNPUBLISHED',
  'MANUALLY_IGNORED',
]);

/** Sent to review or unpublished by its scores: what a category "flagged". */
export const FLAGGED_STATUSES: ReadonlySet<ModerationStatus> = new Set([
  'MODERATE',
  'AUTO_UNPUBLISHED',
  'MANUALLY_UNPUBLISHED',
  'MANUALLY_IGNORED',
]);

export const UNPUBLISHED_STATUSES: ReadonlySet<ModerationStatus> = new Set([
  'AUTO_UNPUBLISHED',
  'MANUALLY_UNPUBLISHED',
]);

/** Not decided yet: waiting for the engine or for a person. */
export const WAITING_STATUSES: ReadonlySet<ModerationStatus> = new Set(['PENDING', 'MODERATE']);

/** The measures a transparency report counts (decision 0160). */
export const MEASURE_STATUSES: ReadonlySet<ModerationStatus> = new Set([
  'AUTO_UNPUBLISHED',
  'MANUALLY_UNPUBLISHED',
  'MANUALLY_IGNORED',
]);

/** Engine verdicts that flag content: a measure taken on it was detected by automated means. */
export const AUTOMATED_DETECTIONS: ReadonlySet<ModerationStatus> = new Set([
  'MODERATE',
  'AUTO_UNPUBLISHED',
]);

/** The engine's verdicts a transparency report states the accuracy of. */
export const AUTOMATED_VERDICTS: ReadonlySet<ModerationStatus> = new Set([
  'CLEAN',
  'MODERATE',
  'AUTO_UNPUBLISHED',
]);

/**
 * A person's decision that went against the engine's verdict: an automatic unpublish or a
 * flag approved, a clean pass unpublished. A person's decision is final, so the status now is
 * what they decided.
 */
export function overturnsVerdict(verdict: ModerationStatus, status: ModerationStatus): boolean {
  if (verdict === 'CLEAN') return status === 'MANUALLY_UNPUBLISHED';
  return AUTOMATED_DETECTIONS.has(verdict) && status === 'MANUALLY_IGNORED';
}

export const dayOf = (timestamp: string): string => timestamp.slice(0, 10);

export function splitIds(list: string): string[] {
  return list === '' ? [] : list.split(',');
}

/** Whole seconds from submission to the first final decision, never negative. */
export function responseSeconds(submittedAt: string, firstDecidedAt: string): number {
  return Math.max(0, Math.floor((Date.parse(firstDecidedAt) - Date.parse(submittedAt)) / 1000));
}

export function rollupFacts(subject: RollupSubject): RollupFact[] {
  const domainId = subject.domain_id ?? '';
  const submitted = dayOf(subject.submitted_at);
  const fact = (kind: RollupKind, day: string, dim1: string, dim2 = ''): RollupFact => ({
    kind,
    day,
    domainId,
    dim1,
    dim2,
  });
  const facts = [
    // At most two rows per domain and day: which domains submitted, and each domain's
    // submissions and unpublished items (the top domains), read from few rows.
    fact(
      'submissions',
      submitted,
      '',
      UNPUBLISHED_STATUSES.has(subject.status) ? 'unpublished' : '',
    ),
    fact('items', submitted, subject.content_type, subject.status),
    fact('activity', submitted, 'submitted', WAITING_STATUSES.has(subject.status) ? 'waiting' : ''),
  ];
  if (subject.has_artifact) facts.push(fact('artifacts', submitted, subject.content_type));
  if (FINAL_STATUSES.has(subject.status) && subject.decided_at !== null) {
    const decided = dayOf(subject.decided_at);
    facts.push(fact('decisions', decided, subject.status, subject.decided_by ?? ''));
    facts.push(fact('activity', decided, subject.status));
    if (UNPUBLISHED_STATUSES.has(subject.status)) {
      facts.push(fact('authors', decided, subject.username));
    }
  }
  if (subject.first_decided_at !== null) {
    const bucket = responseTimeBucket(
      responseSeconds(subject.submitted_at, subject.first_decided_at),
    );
    // The bucket under its group, and the group's count on its own: the median reads the
    // groups, then one group's buckets, which lie together in the key (decisions 0152, 0153,
    // 0173).
    const day = dayOf(subject.first_decided_at);
    const group = String(responseTimeGroup(bucket));
    facts.push(fact('response', day, group, String(bucket)), fact('response_groups', day, group));
  }
  const flagged = FLAGGED_STATUSES.has(subject.status);
  if (flagged && subject.top_category_id !== null) {
    facts.push(fact('categories', submitted, subject.top_category_id));
  }
  for (const scannerId of splitIds(subject.scanner_ids)) {
    facts.push(fact('scanners', submitted, scannerId, 'scanned'));
  }
  if (flagged && subject.top_scanner_id !== null) {
    facts.push(fact('scanners', submitted, String(subject.top_scanner_id), 'flagged'));
  }
  for (const extractorId of splitIds(subject.extractor_ids)) {
    facts.push(fact('extractors', submitted, extractorId));
  }
  facts.push(...transparencyFacts(subject, fact));
  facts.push(...analyticsFacts(subject, fact));
  return facts;
}

/**
 * The kinds transparency reports read (decision 0160): measures by category and by detection
 * method on the day of the decision; the engine's verdicts, and those a person overturned, on
 * the day of the scan, by the scanner of the top category ('' when none scored it).
 */
function transparencyFacts(
  subject: RollupSubject,
  fact: (kind: RollupKind, day: string, dim1: string, dim2?: string) => RollupFact,
): RollupFact[] {
  const facts: RollupFact[] = [];
  const verdict = subject.automated_status;
  if (MEASURE_STATUSES.has(subject.status) && subject.decided_at !== null) {
    const decided = dayOf(subject.decided_at);
    facts.push(fact('measures', decided, subject.status, subject.top_category_id ?? ''));
    const detection = verdict !== null && AUTOMATED_DETECTIONS.has(verdict) ? 'automated' : 'human';
    facts.push(fact('detections', decided, subject.status, detection));
  }
  if (verdict !== null && AUTOMATED_VERDICTS.has(verdict) && subject.scanned_at !== null) {
    const scanned = dayOf(subject.scanned_at);
    const means = subject.top_scanner_id === null ? '' : String(subject.top_scanner_id);
    facts.push(fact('automated', scanned, verdict, means));
    if (overturnsVerdict(verdict, subject.status)) {
      facts.push(fact('overturned', scanned, verdict, means));
    }
  }
  return facts;
}
