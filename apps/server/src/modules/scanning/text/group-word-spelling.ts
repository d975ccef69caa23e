import { IDENTITY_WORDS } from './identity-words';
import { slipTable } from './word-slips';

/**
 * English words one slip away from a group word ("lacks" from "blacks", "moron" from "mormon",
 * "india" from "indian"), canonical: they are never read as the group word. Found by checking
 * every slip (word-slips.ts) against an English word list (Debian's wamerican, which holds
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

let corrections: Map<string, string> | null = null;

/**
 * The group word a canonical word misspells ("muslmis", "imigrnts", "trnas"), or the word
 * itself. People misspell group names to slip past filters; read correctly, the lexicons' group
 * rules and the trained model see who is spoken of (docs/decisions/0192).
 */
export function correctGroupWord(word: string): string {
  if (word.length < 5 || IDENTITY_WORDS.has(word)) return word;
  corrections ??= slipTable(IDENTITY_WORDS, NOT_GROUP_WORDS, 5);
  return corrections.get(word) ?? word;
}
