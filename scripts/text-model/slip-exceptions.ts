// Lists the English words one slip away from a hostile word or a group word (word-slips.ts),
// for NOT_HOSTILE_WORDS in apps/server/src/modules/scanning/text/hostile-word-spelling.ts
// and NOT_GROUP_WORDS in group-word-spelling.ts: such a word is meant as written and never
// corrected ("laughter" is not "slaughter"). Run it again when the hostile words change:
//
//   npx tsx scripts/text-model/slip-exceptions.ts [/usr/share/dict/american-english]
//
// The word list is Debian's wamerican package.
import { GROUP_SLIP_MIN_LENGTH } from '../../apps/server/src/modules/scanning/text/group-word-spelling';
import {
  HOSTILE_SLIP_MIN_LENGTH,
  HOSTILE_WORDS,
} from '../../apps/server/src/modules/scanning/text/hostile-word-spelling';
import { IDENTITY_WORDS } from '../../apps/server/src/modules/scanning/text/identity-words';
import { slips } from '../../apps/server/src/modules/scanning/text/word-slips';
import { englishWords } from './english-words';

const english = englishWords(process.argv[2]);

function englishSlips(words: ReadonlySet<string>, minLength: number): string[] {
  const found = new Set<string>();
  for (const word of words) {
    if (word.length < minLength) continue;
    for (const slip of slips(word)) if (english.has(slip) && !words.has(slip)) found.add(slip);
  }
  return [...found].sort();
}

console.log(`Hostile words (${HOSTILE_WORDS.size}), English slips:\n`);
console.log(englishSlips(HOSTILE_WORDS, HOSTILE_SLIP_MIN_LENGTH).join(' '));
console.log(`\nGroup words (${IDENTITY_WORDS.size}), English slips:\n`);
console.log(englishSlips(IDENTITY_WORDS, GROUP_SLIP_MIN_LENGTH).join(' '));
