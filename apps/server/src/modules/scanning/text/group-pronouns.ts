import { RuleMatcher, type WordSets } from './token-rules';
import { canonicalLexiconWord } from './tokenize';

/**
 * The word a "they" or "them" that refers back to a listed group is read as (decision 0206).
 * It is one of the `group` word set's entries, so every rule about a group reads it.
 */
export const GROUP_PRONOUN = 'pronoungroup';

const PRONOUNS: ReadonlySet<string> = new Set(['they', 'them']);

/**
 * "These people", "those animals", "their kind": a demonstrative or "their" before one of these
 * refers to the group as a pronoun does, and is read the same way (decision 0216).
 */
const POINTED: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['these', canonicalSet('people folk folks ones types creatures animals')],
  ['those', canonicalSet('people folk folks ones types creatures animals')],
  // Not "their people": "immigrants miss their people back home".
  ['their', canonicalSet('kind lot sort type')],
]);

function canonicalSet(words: string): ReadonlySet<string> {
  return new Set(words.split(' ').map(canonicalLexiconWord));
}

/** Whether the word at `index` refers back like "they": a pronoun, or "these people". */
function refers(words: readonly string[], index: number): boolean {
  const word = words[index] ?? '';
  return PRONOUNS.has(word) || (POINTED.get(word)?.has(words[index + 1] ?? '') ?? false);
}

/**
 * How many words after a group's name a pronoun may still refer to it: the rest of a
 * sentence and a short one after it ("Immigrants are everywhere now. They are a plague.").
 */
const REACH = 12;

/**
 * A reader that replaces "they" and "them" by `GROUP_PRONOUN` when a listed group was named
 * (or referred to) at most `REACH` words before, so "Women are everywhere. I hate them." is
 * read like "I hate women". Word for word, so a match's positions stay those of the text.
 * The group's names are the `group` word set's entries, phrases included ("gay people"),
 * found by the rules' own matcher.
 */
export function groupPronounReader(sets: WordSets): (words: string[]) => string[] {
  const groups = new RuleMatcher([{ pattern: '$group', weights: {} }], sets);
  return (words) => {
    // Most texts hold no pronoun: they pay one pass over their words, not a group search.
    if (!words.some((word) => PRONOUNS.has(word) || POINTED.has(word))) return words;
    const named = new Set(groups.findAll(words, Infinity).map((hit) => hit.end - 1));
    let read: string[] | null = null;
    let last = -Infinity;
    for (let index = 0; index < words.length; index += 1) {
      if (refers(words, index) && index - last <= REACH) {
        read ??= [...words];
        read[index] = GROUP_PRONOUN;
        last = index;
      } else if (named.has(index)) last = index;
    }
    return read ?? words;
  };
}
