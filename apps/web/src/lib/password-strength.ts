/**
 * An advisory strength meter for the password fields. The server's zxcvbn check (score ≥ 3,
 * with the person's name and email as context) is what decides; this only helps people
 * choose before they submit. The dictionaries are large, so they load on first use, in
 * their own chunk.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export type StrengthLevel = 0 | 1 | 2 | 3 | 4;

/** Judging more than this is slow and cannot raise a score that matters (server: same). */
const MAX_LENGTH = 100;

let estimator: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  );
  return estimator;
}

/** Words of the form a guesser would try first: name, email parts, organisation. */
export function contextWords(values: readonly string[]): string[] {
  const words = values.flatMap((value) => {
    const lower = value.trim().toLowerCase();
    return [lower, ...lower.split(/[\s@._+-]+/)];
  });
  return [...new Set([...words, 'vigil'].filter((word) => word.length > 1))];
}

export async function estimateStrength(
  password: string,
  context: readonly string[],
): Promise<StrengthLevel> {
  const factory = await loadEstimator();
  const score = factory.check(password.slice(0, MAX_LENGTH), contextWords(context)).score;
  return score as StrengthLevel;
}
