import { IDENTITY_WORDS } from './identity-words';
import { NOT_RULE_SLIPS } from './rule-word-exceptions';
import { slipReader } from './word-slips';

/**
 * The rules' words are read through a slip from this many letters (only a swap below five:
 * word-slips.ts); scripts/text-model/slip-exceptions.ts lists the English slips from the same.
 */
export const RULE_SLIP_MIN_LENGTH = 4;

/**
 * The words of the rules a misspelling may be read as: letters only; not the group words,
 * which have a reading of their own (group-word-spelling.ts); and not the words that score
 * alone (slurs, swear words), so a slang word is never read as one ("hehe" is not "heshe").
 */
export function ruleSlipTargets(
  vocabulary: ReadonlySet<string>,
  soleWords: ReadonlySet<string>,
): Set<string> {
  return new Set(
    [...vocabulary].filter(
      (word) => /^[a-z]+$/.test(word) && !IDENTITY_WORDS.has(word) && !soleWords.has(word),
    ),
  );
}

/**
 * A reader for the lexicon rules that reads a misspelt word of theirs as the word ("a problme
 * that must be sovled", "nveer be trusted", "in the natrue of"): an attack is misspelt
 * anywhere, not only in its hostile word (decision 0216). A word that is English as written
 * (NOT_RULE_SLIPS) or one of the rules' own is never read as another. The trained model reads
 * the words as written: its character n-grams already see most of a misspelt word.
 */
export function ruleWordReader(
  targets: ReadonlySet<string>,
  vocabulary: ReadonlySet<string>,
  soleWords: ReadonlySet<string>,
): (words: string[]) => string[] {
  const kept = new Set([...NOT_RULE_SLIPS, ...IDENTITY_WORDS, ...vocabulary]);
  const read = slipReader(targets, kept, RULE_SLIP_MIN_LENGTH);
  // Slurs and swear words only with two letters swapped ("fgaot"): a letter more or less
  // makes them of slang ("hehe", "lmao").
  const readSole = slipReader(
    ruleSlipTargets(soleWords, new Set()),
    kept,
    RULE_SLIP_MIN_LENGTH,
    true,
  );
  return (words) => {
    let corrected: string[] | null = null;
    for (let index = 0; index < words.length; index += 1) {
      const written = words[index] ?? '';
      const word = read(written) ?? readSole(written);
      if (word === undefined) continue;
      corrected ??= [...words];
      corrected[index] = word;
    }
    return corrected ?? words;
  };
}
