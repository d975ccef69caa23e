import { TEXT_CATEGORY_IDS, type TextCategoryId, type Weights } from './text-categories';

/** The same evidence repeated counts, but less each time, and only a few times. */
const REPEAT_FACTOR = 0.5;
const MAX_REPEATS = 3;

/**
 * Adds up evidence per category as independent signals ("noisy OR"): two 60s make 84, a 90
 * and a 20 make 92, and no number of weak hints passes 100. So one clear severe instance
 * scores its weight, and many mild ones creep up rather than jump.
 */
export class ScoreSheet {
  private readonly remaining = new Map<TextCategoryId, number>();
  private readonly seen = new Map<string, number>();

  add(weights: Weights, key: string, factor = 1): void {
    const repeats = this.seen.get(key) ?? 0;
    if (repeats >= MAX_REPEATS) return;
    this.seen.set(key, repeats + 1);
    const damping = factor * REPEAT_FACTOR ** repeats;
    for (const [category, weight] of Object.entries(weights) as [TextCategoryId, number][]) {
      this.addOne(category, weight * damping);
    }
  }

  addOne(category: TextCategoryId, weight: number): void {
    const probability = Math.min(Math.max(weight, 0), 100) / 100;
    this.remaining.set(category, (this.remaining.get(category) ?? 1) * (1 - probability));
  }

  score(category: TextCategoryId): number {
    return Math.round((1 - (this.remaining.get(category) ?? 1)) * 100);
  }

  scores(): Record<TextCategoryId, number> {
    const result = {} as Record<TextCategoryId, number>;
    for (const category of TEXT_CATEGORY_IDS) result[category] = this.score(category);
    return result;
  }
}

/** Two scores for the same thing from two detectors: the stronger, nudged by the weaker. */
export function corroborate(a: number, b: number): number {
  const high = Math.max(a, b);
  const low = Math.min(a, b) * 0.3;
  return Math.round(100 * (1 - (1 - high / 100) * (1 - low / 100)));
}
