import type { TextCategoryId } from '../text-categories';
import type { ModelHeader, ModelOutput, ModelProbabilities } from './text-model';

/**
 * Where the model's outputs count (docs/decisions/0154), and the score a text gets there when
 * an output sits exactly at its operating point: the category's default moderation threshold
 * (moderation-categories-seed.ts). Insults are harassment; toxic language about a named group
 * is hate (below); general toxicity alone flags nothing, since on ordinary news-like sentences
 * it is not sure enough. Threats, profanity and sexual content stay with
 * the lexicons, which know them well and whose training data here is thin.
 */
const CATEGORY_OUTPUTS: readonly {
  category: TextCategoryId;
  outputs: readonly ModelOutput[];
  flagAt: number;
}[] = [{ category: 'text-harassment', outputs: ['insult'], flagAt: 50 }];

/** The most the model alone gives: enough for a moderator to look, never to unpublish. */
export const MODEL_MAX_SCORE = 70;

/**
 * A probability as a 0–100 score: the operating point maps to the category's threshold, a
 * certain model to MODEL_MAX_SCORE, a probability at or under one half to 0, and between
 * one half and the operating point quadratically, so a model that is unsure adds little to the
 * lexicons' evidence.
 */
export function probabilityScore(
  probability: number,
  operatingPoint: number,
  flagAt: number,
): number {
  if (probability >= operatingPoint) {
    return (
      flagAt + ((MODEL_MAX_SCORE - flagAt) * (probability - operatingPoint)) / (1 - operatingPoint)
    );
  }
  if (probability <= 0.5) return 0;
  return flagAt * ((probability - 0.5) / (operatingPoint - 0.5)) ** 2;
}

export interface TextContext {
  /** The text names an identity group (model-features.ts). */
  aboutGroup: boolean;
  /** The lexicons already flagged the text for something: an insult seen adds no label. */
  lexiconsFlagged: boolean;
}

export function modelCategoryScores(
  header: ModelHeader,
  probabilities: ModelProbabilities,
  { aboutGroup, lexiconsFlagged }: TextContext,
): Partial<Record<TextCategoryId, number>> {
  const scores: Partial<Record<TextCategoryId, number>> = {};
  const groupPoint = (name: ModelOutput): number =>
    header.outputs.find((candidate) => candidate.name === name)?.groupOperatingPoint ?? 1;
  for (const { category, outputs, flagAt } of lexiconsFlagged ? [] : CATEGORY_OUTPUTS) {
    let best = 0;
    for (const name of outputs) {
      const output = header.outputs.find((candidate) => candidate.name === name);
      if (!output) continue;
      best = Math.max(best, probabilityScore(probabilities[name], output.operatingPoint, flagAt));
    }
    scores[category] = Math.round(best);
  }
  // Toxic language about a named group is hate, at the stricter point chosen on texts that
  // name a group. A model of its own for hate was tried and
  // dropped: trained on under 2,000 noisy examples it flagged ordinary sentences about groups
  // (decision 0154); the toxic output learned from 40,000.
  if (aboutGroup) {
    const hate = Math.max(
      probabilityScore(probabilities.toxic, groupPoint('toxic'), 40),
      probabilityScore(probabilities.hate, groupPoint('hate'), 40),
    );
    scores['text-hate'] = Math.round(Math.max(scores['text-hate'] ?? 0, hate));
  }
  return scores;
}
