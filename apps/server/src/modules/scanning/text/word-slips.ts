const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The misspellings of a canonical word people make by accident or to slip past a filter: two
 * letters swapped, one left out or one added. Words under five letters only by a swap: a letter
 * more or less makes too many other words of them ("hat" from "hate", "jew" from "jews");
 * from five letters the English words among the slips are listed as exceptions ("omen" from
 * "women", "lacks" from "black"; scripts/text-model/slip-exceptions.ts).
 */
export function slips(word: string): string[] {
  const out = nearSlips(word);
  if (word.length < 5) return out;
  for (let index = 0; index <= word.length; index += 1) {
    for (const letter of LETTERS) out.push(word.slice(0, index) + letter + word.slice(index));
  }
  return out;
}

/** Two neighbouring letters swapped, at each place in the word. */
export function swaps(word: string): string[] {
  const out: string[] = [];
  for (let index = 0; index + 1 < word.length; index += 1) {
    out.push(word.slice(0, index) + word[index + 1] + word[index] + word.slice(index + 2));
  }
  return out;
}

/** The slips but the added letters: swaps, and from five letters a letter left out. */
function nearSlips(word: string): string[] {
  const out = swaps(word);
  if (word.length < 5) return out;
  for (let index = 0; index < word.length; index += 1) {
    out.push(word.slice(0, index) + word.slice(index + 1));
  }
  return out;
}

/**
 * Misspelling → the word it misspells, for every word of `words` of `minLength` letters or
 * more. A slip that is itself one of `words` or of `realWords` (English words, checked once
 * against a word list) is left out, and so is one that two words share, unless `shared` is
 * "first": then the first of them keeps it (for words that name the same thing either way,
 * "womn" for "women" or "woman").
 */
export function slipTable(
  words: ReadonlySet<string>,
  realWords: ReadonlySet<string>,
  minLength: number,
  shared: 'drop' | 'first' = 'drop',
): Map<string, string> {
  const table = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const word of words) {
    if (word.length < minLength) continue;
    for (const slip of slips(word)) {
      if (words.has(slip) || realWords.has(slip)) continue;
      const known = table.get(slip);
      if (known !== undefined && known !== word) {
        if (shared === 'first') continue;
        ambiguous.add(slip);
      }
      table.set(slip, word);
    }
  }
  for (const slip of ambiguous) table.delete(slip);
  return table;
}

/**
 * The same reading as `slipTable`'s (shared slips dropped) for a vocabulary of thousands of
 * words: swaps and left-out letters are listed when first needed, and an added letter is found
 * as the word is read, by leaving each of its letters out in turn. The table stays a fifth of
 * the size and is built in tens of milliseconds (decision 0216). `swapsOnly` reads two letters
 * swapped and nothing else.
 */
export function slipReader(
  words: ReadonlySet<string>,
  realWords: ReadonlySet<string>,
  minLength: number,
  swapsOnly = false,
): (word: string) => string | undefined {
  let table: Map<string, string | null> | null = null;
  const build = (): Map<string, string | null> => {
    const built = new Map<string, string | null>();
    for (const word of words) {
      if (word.length < minLength) continue;
      for (const slip of swapsOnly ? swaps(word) : nearSlips(word)) {
        if (words.has(slip) || realWords.has(slip)) continue;
        const known = built.get(slip);
        built.set(slip, known === undefined || known === word ? word : null);
      }
    }
    return built;
  };
  return (word) => {
    if (word.length < minLength || words.has(word) || realWords.has(word)) return undefined;
    table ??= build();
    let found = table.get(word);
    if (found === null) return undefined;
    if (!swapsOnly && word.length >= Math.max(6, minLength + 1)) {
      for (let index = 0; index < word.length; index += 1) {
        const shorter = word.slice(0, index) + word.slice(index + 1);
        if (!words.has(shorter)) continue;
        if (found !== undefined && found !== shorter) return undefined;
        found = shorter;
      }
    }
    return found;
  };
}
