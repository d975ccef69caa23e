/**
 * The roll-up kinds Analytics and the Streams what-if read (decision 0170), part of
 * rollupFacts: what one report counts for in them, as it is now. Several values share a
 * dimension joined by '|' (content types, categories, buckets and statuses never hold one), so
 * each chart reads one kind, grouped by the dimensions it draws.
 */
import { responseTimeBucket, scoreBucket, type ModerationStatus } from '@vigil/contract';
import type { RollupKind } from '../../../db/schema/moderation-engine';
import type { RollupFact, RollupSubject } from './rollup-subject';

/** The engine's verdicts, as the decisions chart names them. */
export const VERDICT_OUTCOMES: Readonly<Partial<Record<ModerationStatus, string>>> = {
  CLEAN: 'clean',
  MODERATE: 'review',
  AUTO_UNPUBLISHED: 'auto_unpublished',
};

/** A moderator's decisions, as the decisions chart names them. */
export const DECISION_OUTCOMES: Readonly<Partial<Record<ModerationStatus, string>>> = {
  MANUALLY_UNPUBLISHED: 'manually_unpublished',
  MANUALLY_IGNORED: 'approved',
};

/** The engine's verdict on the whole item, as the score buckets are split by it. */
export const VERDICT_SPLITS: Readonly<Partial<Record<ModerationStatus, string>>> = {
  CLEAN: 'passed',
  MODERATE: 'review',
  AUTO_UNPUBLISHED: 'unpublished',
};

/** Joins the values of one dimension. */
export const joinDims = (...values: ReadonlyArray<string | number>): string => values.join('|');
export const splitDims = (dim: string): string[] => dim.split('|');

type FactOf = (kind: RollupKind, day: string, dim1: string, dim2?: string) => RollupFact;

const dayOf = (timestamp: string): string => timestamp.slice(0, 10);

/** Whole seconds from submission to a decision, never negative. */
export function decisionSeconds(submittedAt: string, decidedAt: string): number {
  return Math.max(0, Math.floor((Date.parse(decidedAt) - Date.parse(submittedAt)) / 1000));
}

export function analyticsFacts(subject: RollupSubject, fact: FactOf): RollupFact[] {
  const facts: RollupFact[] = [];
  const category = subject.top_category_id ?? '';
  const type = subject.content_type;
  const verdict = subject.automated_status;
  const decision = DECISION_OUTCOMES[subject.status];
  const scanned =
    verdict !== null && VERDICT_OUTCOMES[verdict] !== undefined && subject.scanned_at !== null
      ? { day: dayOf(subject.scanned_at), verdict }
      : null;

  if (scanned) {
    const outcome = VERDICT_OUTCOMES[scanned.verdict] ?? '';
    facts.push(fact('outcomes', scanned.day, outcome, type));
    facts.push(fact('outcome_categories', scanned.day, outcome, joinDims(category, type)));
    const split = VERDICT_SPLITS[scanned.verdict] ?? '';
    for (const score of subject.scores) {
      facts.push(
        fact(
          'scores',
          scanned.day,
          score.category_id,
          joinDims(scoreBucket(score.score), type, split),
        ),
      );
    }
    const now = decision === undefined ? '' : subject.status;
    facts.push(
      fact('automation', scanned.day, `${scanned.verdict}>${now}`, joinDims(category, type)),
    );
    if (scanned.verdict === 'MODERATE') facts.push(fact('queue', scanned.day, 'in', type));
  }
  if (decision !== undefined && subject.decided_at !== null) {
    const decided = dayOf(subject.decided_at);
    facts.push(fact('outcomes', decided, decision, type));
    facts.push(fact('outcome_categories', decided, decision, joinDims(category, type)));
    const bucket = responseTimeBucket(decisionSeconds(subject.submitted_at, subject.decided_at));
    facts.push(
      fact('team', decided, subject.decided_by ?? '', joinDims(subject.status, bucket, type)),
    );
    if (scanned?.verdict === 'MODERATE') facts.push(fact('queue', decided, 'out', type));
  }
  return facts;
}
