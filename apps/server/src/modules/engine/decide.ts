/**
 * The decision rule (decision 0082), pure so it can be read and tested on its own.
 *
 * Per category with a threshold pair on one of the domain's enabled scanners:
 *   score ≥ unpublish threshold, when that threshold is above 0 → AUTO_UNPUBLISHED;
 *   else score ≥ moderation threshold, when that threshold is above 0 → MODERATE;
 *   else CLEAN.
 * A threshold of 0 is off. The item takes the most severe of its categories' outcomes; its
 * top category is the one with the highest score (ties: the smaller id). A scanner the item
 * needed that could not run makes it at least MODERATE; content no enabled scanner reads is
 * MODERATE too — never CLEAN by default.
 */
import type { CategoryScores } from '../scanning/scanning-types';

export type AutomatedStatus = 'CLEAN' | 'MODERATE' | 'AUTO_UNPUBLISHED';

export interface ThresholdPair {
  moderation: number;
  unpublish: number;
}

export interface ScoreDecision {
  status: AutomatedStatus;
  /** 'scores', 'scanner-unavailable:<scanner id>' or 'no-scanner'. */
  reason: string;
  topCategoryId: string | null;
  topScore: number | null;
  /** The category whose threshold set the status, for the audit log. */
  decidingCategoryId: string | null;
}

const SEVERITY: Readonly<Record<AutomatedStatus, number>> = {
  CLEAN: 0,
  MODERATE: 1,
  AUTO_UNPUBLISHED: 2,
};

export function moreSevere(a: AutomatedStatus, b: AutomatedStatus): AutomatedStatus {
  return SEVERITY[b] > SEVERITY[a] ? b : a;
}

export function categoryStatus(score: number, pair: ThresholdPair): AutomatedStatus {
  if (pair.unpublish > 0 && score >= pair.unpublish) return 'AUTO_UNPUBLISHED';
  if (pair.moderation > 0 && score >= pair.moderation) return 'MODERATE';
  return 'CLEAN';
}

export interface DecisionInput {
  /** Scores of the categories the domain's enabled scanners read. */
  scores: CategoryScores;
  /** Saved pairs by category id; a category without one is 0/0 (spec §4), that is off. */
  thresholds: ReadonlyMap<string, ThresholdPair>;
  /** Scanner ids that the item needed and that could not run. */
  unavailableScannerIds: readonly number[];
  /** False when no enabled scanner can read this kind of content. */
  covered: boolean;
}

export function decide(input: DecisionInput): ScoreDecision {
  let status: AutomatedStatus = 'CLEAN';
  let decidingCategoryId: string | null = null;
  let topCategoryId: string | null = null;
  let topScore: number | null = null;
  for (const categoryId of Object.keys(input.scores).sort()) {
    const score = input.scores[categoryId] ?? 0;
    if (topScore === null || score > topScore) {
      topScore = score;
      topCategoryId = categoryId;
    }
    const pair = input.thresholds.get(categoryId) ?? { moderation: 0, unpublish: 0 };
    const outcome = categoryStatus(score, pair);
    if (SEVERITY[outcome] > SEVERITY[status]) {
      status = outcome;
      decidingCategoryId = categoryId;
    }
  }
  const top = { topCategoryId, topScore };
  if (status === 'AUTO_UNPUBLISHED') {
    return { status, reason: 'scores', ...top, decidingCategoryId };
  }
  const [unavailable] = [...input.unavailableScannerIds].sort((a, b) => a - b);
  if (unavailable !== undefined) {
    return {
      status: 'MODERATE',
      reason: `scanner-unavailable:${unavailable}`,
      ...top,
      decidingCategoryId,
    };
  }
  if (!input.covered) {
    return { status: 'MODERATE', reason: 'no-scanner', ...top, decidingCategoryId };
  }
  return { status, reason: 'scores', ...top, decidingCategoryId };
}
