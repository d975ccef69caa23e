import { IDENTITY_WORDS } from './identity-words';

/**
 * English words one slip away from a group word ("lacks" from "blacks", "moron" from "mormon",
 * "india" from "indian"), canonical: they are never read as the group word. Found by checking
 * every one-slip spelling below against an English word list (Debian's wamerican, which holds
 * country and place names too), plus "tarns".
 */
const NOT_GROUP_WORDS = new Set(
  (
    'afghani africa america americana americas asyrian asyrians backs christina disable disraeli ' +
    'emigrant emigrants hinds india indiana indus israel israels japaneses koran korans korea lacks ' +
    'latin latins moron morons naive natives nigeria pakistan prusian roman romania rusia somalia ' +
    'syria theist theists whitens whitest whitles whits grils tarns'
  ).split(' '),
);

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Misspellings that mean a group word: two letters swapped, one left out or one added. */
function slips(word: string): string[] {
  const out: string[] = [];
  for (let index = 0; index + 1 < word.length; index += 1) {
    out.push(word.slice(0, index) + word[index + 1] + word[index] + word.slice(index + 2));
  }
  // Five-letter words ("women", "black") only by a swap: a letter more or less makes too many
  // other words of them ("omen", "lacks").
  if (word.length < 6) return out;
  for (let index = 0; index < word.length; index += 1) {
    out.push(word.slice(0, index) + word.slice(index + 1));
  }
  for (let index = 0; index <= word.length; index += 1) {
    for (const letter of LETTERS) out.push(word.slice(0, index) + letter + word.slice(index));
  }
  return out;
}

let corrections: Map<string, string> | null = null;

function correctionTable(): Map<string, string> {
  if (corrections) return corrections;
  const table = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const word of IDENTITY_WORDS) {
    if (word.length < 5) continue;
    for (const slip of slips(word)) {
      if (IDENTITY_WORDS.has(slip) || NOT_GROUP_WORDS.has(slip)) continue;
      const known = table.get(slip);
      if (known !== undefined && known !== word) ambiguous.add(slip);
      table.set(slip, word);
    }
  }
  for (const slip of ambiguous) table.delete(slip);
  corrections = table;
  return table;
}

/**
 * The group word a canonical word misspells ("muslmis", "imigrnts", "trnas"), or the word
 * itself. People misspell group names to slip past filters; read correctly, the lexicons' group
 * rules and the trained model see who is spoken of (docs/decisions/0192).
 */
export function correctGroupWord(word: string): string {
  if (word.length < 5 || IDENTITY_WORDS.has(word)) return word;
  return correctionTable().get(word) ?? word;
}
