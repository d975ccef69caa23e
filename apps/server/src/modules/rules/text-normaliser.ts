/**
 * What block-list words are compared on (decision 0091): text folded so that the usual ways
 * of slipping a word past a filter — other letters that look the same, digits and symbols for
 * letters, accents, invisible characters, letters spaced out or stretched — do not change the
 * word. Single characters are folded as the text scanner folds them (character-folding.ts);
 * what is read here is specific to block words: leetspeak, masks and word boundaries.
 */
import { foldCharacters } from '../scanning/text/character-folding';

/**
 * Digits and symbols written for letters. Digits count as letters wherever they stand
 * ('sh1t'); symbols only beside a word character (see normaliseWords). 'i', 'l', '1', '!'
 * and '|' all stand for each other in leetspeak, so they fold to one letter, 'i' — on both
 * sides of a comparison, so 'hell' still matches 'he11'. These differ from the scanner's
 * leetspeak (tokenize.ts), which keeps 'l' and reads '|' as 'l' and '8' not at all.
 */
const LEET_DIGITS: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
};
const LEET_SYMBOLS: Readonly<Record<string, string>> = {
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
  '€': 'e',
  '£': 'l',
};
/** A letter hidden behind a mask, as in 'f*ck' (see wordsMatch). */
export const MASK = '*';

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * The words of a text in folded form: leetspeak undone, and runs of single letters joined
 * ('f u c k', 'f.u.c.k' → 'fuck'). Masks ('f*ck', 'f**k') stay inside their word.
 */
export function normaliseWords(text: string): string[] {
  const chars = [...foldCharacters(text)];
  const isWord = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);
  let spaced = '';
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index] ?? '';
    if (char === MASK) {
      // A run of masks belongs to the word beside it ('f**k', 'f***', '**ck').
      let end = index;
      while (chars[end + 1] === MASK) end += 1;
      const attached = isWord(chars[index - 1]) || isWord(chars[end + 1]);
      spaced += attached ? MASK.repeat(end - index + 1) : ' ';
      index = end;
    } else if (LEET_SYMBOLS[char] !== undefined) {
      // A run of symbols beside a word is letters ('$hit', 'a$$', 'sh!t'); '!' only before
      // a word character, as after a word it ends a sentence.
      let end = index;
      while (chars[end + 1] !== undefined && LEET_SYMBOLS[chars[end + 1] ?? ''] !== undefined) {
        end += 1;
      }
      const run = chars.slice(index, end + 1);
      const before = isWord(chars[index - 1]);
      const after = isWord(chars[end + 1]);
      const attached = after || (before && !run.includes('!'));
      spaced += attached ? run.map((symbol) => LEET_SYMBOLS[symbol] ?? ' ').join('') : ' ';
      index = end;
    } else if (LEET_DIGITS[char] !== undefined) spaced += LEET_DIGITS[char];
    else if (WORD_CHAR.test(char)) spaced += char === 'l' ? 'i' : char;
    else spaced += ' ';
  }
  const tokens = spaced.split(' ').filter((token) => token !== '');
  // 'f u c k' → 'fuck': consecutive one-letter tokens are one spaced-out word.
  const words: string[] = [];
  let letters = '';
  for (const token of tokens) {
    if ([...token].length === 1 && token !== MASK) {
      letters += token;
      continue;
    }
    if (letters !== '') words.push(letters);
    letters = '';
    words.push(token);
  }
  if (letters !== '') words.push(letters);
  return words;
}

/** Runs of one character: 'fuuuck' → [['f',1],['u',3],['c',1],['k',1]]. */
function runs(word: string): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (const char of word) {
    const last = out[out.length - 1];
    if (last && last[0] === char) last[1] += 1;
    else out.push([char, 1]);
  }
  return out;
}

/**
 * A text word matches a block word when it has the same letters in the same order, each at
 * least as often as in the block word ('fuuuck' is 'fuck', but 'as' is not 'ass'); a run of
 * n masks stands for 1 to n of the block word's letter runs ('f*ck', 'f**k').
 */
export function wordsMatch(blockWord: string, textWord: string): boolean {
  const wanted = runs(blockWord);
  const seen = runs(textWord);
  // Each run of the text word stands for at least one of the block word's.
  if (seen.length > wanted.length) return false;
  const failed = new Set<number>();
  const from = (w: number, s: number): boolean => {
    const run = seen[s];
    if (run === undefined) return w === wanted.length;
    const key = w * (seen.length + 1) + s;
    if (failed.has(key)) return false;
    let matched = false;
    if (run[0] === MASK) {
      for (let take = 1; !matched && take <= run[1] && w + take <= wanted.length; take += 1) {
        matched = from(w + take, s + 1);
      }
    } else {
      const want = wanted[w];
      matched = want !== undefined && want[0] === run[0] && run[1] >= want[1] && from(w + 1, s + 1);
    }
    if (!matched) failed.add(key);
    return matched;
  };
  // A word of masks only ('****') says nothing about which word it hides.
  return seen.some((run) => run[0] !== MASK) && from(0, 0);
}
