import { IDENTITY_WORDS } from './identity-words';
import { canonicalWord } from './tokenize';
import { slipTable } from './word-slips';

/**
 * English words one slip away from a group word ("lacks" from "blacks", "moron" from "mormon",
 * "india" from "indian"), canonical: they are never read as the group word. Found by checking
 * every slip (word-slips.ts) against an English word list (Debian's wamerican, which holds
 * country and place names too), plus "tarns".
 */
const NOT_GROUP_WORDS = new Set(
  (
    'afghani africa america americana americas asia asyrian asyrians back backs bind blinds ' +
    'christina disable disraeli emigrant emigrants gasy gils girl grils gyps hind hinds india ' +
    'indiana indus iris irtish israel israels japaneses koran korans korea kurd lack lacks ' +
    'latin latins lind moron morons naive natives nigeria oman omen pakistan prusian ques ' +
    'roam roman romania rusia sian somalia syria tans tarns theist theists trains tran turk whit ' +
    'whiten whitens whiter whitest whitle whitles whits wodman wodmen'
  ).split(' '),
);

/**
 * Group words are read through a slip from this many letters (only a swap below five:
 * word-slips.ts). scripts/text-model/slip-exceptions.ts lists the English slips from the same.
 */
export const GROUP_SLIP_MIN_LENGTH = 3;

let corrections: Map<string, string> | null = null;

/**
 * The group word a canonical word misspells ("muslmis", "imigrnts", "trnas"), or the word
 * itself. People misspell group names to slip past filters; read correctly, the lexicons' group
 * rules and the trained model see who is spoken of (docs/decisions/0192).
 */
export function correctGroupWord(word: string): string {
  if (word.length < GROUP_SLIP_MIN_LENGTH || IDENTITY_WORDS.has(word)) return word;
  corrections ??= withOneForL(
    slipTable(IDENTITY_WORDS, NOT_GROUP_WORDS, GROUP_SLIP_MIN_LENGTH, 'first'),
  );
  return corrections.get(word) ?? word;
}

/**
 * A "1" is read as "i" (tokenize.ts), but it is written for an "l" as often: "b1ack" arrives as
 * "biack", "disab1ed" as "disabied". Each group word with one of its l's read so is added to
 * the corrections (decision 0216), unless it is a group word or an English word itself.
 */
function withOneForL(corrections: Map<string, string>): Map<string, string> {
  for (const word of IDENTITY_WORDS) {
    for (const read of oneForLReadings(word)) {
      if (IDENTITY_WORDS.has(read) || NOT_GROUP_WORDS.has(read) || corrections.has(read)) continue;
      corrections.set(read, word);
    }
  }
  return corrections;
}

/** The word as it arrives with each one of its l's written "1" ("black" → "biack"), canonical. */
export function oneForLReadings(word: string): string[] {
  const readings: string[] = [];
  for (let index = word.indexOf('l'); index >= 0; index = word.indexOf('l', index + 1)) {
    readings.push(canonicalWord(`${word.slice(0, index)}i${word.slice(index + 1)}`));
  }
  return readings;
}
