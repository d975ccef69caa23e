import { canonicalLexiconWord } from './tokenize';

/**
 * The word a "they" or "them" that refers back to a listed group is read as (decision 0206).
 * It is one of the `group` word set's entries, so every rule about a group reads it.
 */
export const GROUP_PRONOUN = 'pronoungroup';

const PRONOUNS: ReadonlySet<string> = new Set(['they', 'them']);

/**
 * How many words after a group's name a pronoun may still refer to it: the rest of a
 * sentence and a short one after it ("Immigrants are everywhere now. They are a plague.").
 */
const REACH = 12;

/**
 * A reader that replaces "they" and "them" by `GROUP_PRONOUN` when a listed group was named
 * (or referred to) at most `REACH` words before, so "Women are everywhere. I hate them." is
 * read like "I hate women". Word for word, so a match's positions stay those of the text.
 * `groups` are the word set's entries, phrases included ("gay people").
 */
export function groupPronounReader(groups: readonly string[]): (words: string[]) => string[] {
  // Entries by their last word: a mention is found where it ends.
  const byLast = new Map<string, string[][]>();
  for (const group of groups) {
    const words = group.split(/[_ ]+/).filter(Boolean).map(canonicalLexiconWord);
    const last = words.at(-1);
    if (last === undefined) continue;
    byLast.set(last, [...(byLast.get(last) ?? []), words]);
  }
  const endsGroup = (words: readonly string[], at: number): boolean =>
    (byLast.get(words[at] ?? '') ?? []).some((entry) =>
      entry.every((word, offset) => words[at - entry.length + 1 + offset] === word),
    );

  return (words) => {
    let read: string[] | null = null;
    let named = -Infinity;
    for (let index = 0; index < words.length; index += 1) {
      const word = words[index] ?? '';
      if (PRONOUNS.has(word) && index - named <= REACH) {
        read ??= [...words];
        read[index] = GROUP_PRONOUN;
        named = index;
      } else if (endsGroup(words, index)) named = index;
    }
    return read ?? words;
  };
}
