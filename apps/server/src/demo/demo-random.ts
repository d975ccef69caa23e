/**
 * A seeded random generator for the demo history (decision 0147): the same seed gives the
 * same history on every machine and every run, so a screenshot, a test or a bug report about
 * the demo speaks of the same items. mulberry32: tiny, fast and good enough for made-up data
 * (never for anything secret).
 */
import { seededRandom } from '../lib/seeded-random';

export interface DemoRandom {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of the items, each as likely as its weight. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
}

export function demoRandom(seed: number): DemoRandom {
  const next = seededRandom(seed);
  const random: DemoRandom = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick(items) {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted(items) {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let left = next() * total;
      for (const [item, weight] of items) {
        left -= weight;
        if (left < 0) return item;
      }
      const last = items.at(-1);
      if (last === undefined) throw new Error('weighted pick from an empty list');
      return last[0];
    },
  };
  return random;
}
