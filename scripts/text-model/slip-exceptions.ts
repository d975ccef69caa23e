// Lists the English words one slip away from a hostile word or a group word (word-slips.ts),
// for NOT_HOSTILE_WORDS in apps/server/src/modules/scanning/text/hostile-word-spelling.ts
// and NOT_GROUP_WORDS in group-word-spelling.ts: such a word is meant as written and never
// corrected ("laughter" is not "slaughter"). Run it again when the hostile words change:
//
//   npx tsx scripts/text-model/slip-exceptions.ts [/usr/share/dict/american-english]
//
// With --write-rule-words it also writes the English slips of the rules' own words to
// rule-word-exceptions.ts beside them (decision 0216); run that when the rules change.
//
// The word list is Debian's wamerican package.
import {
  GROUP_SLIP_MIN_LENGTH,
  oneForLReadings,
} from '../../apps/server/src/modules/scanning/text/group-word-spelling';
import {
  HOSTILE_SLIP_MIN_LENGTH,
  HOSTILE_WORDS,
} from '../../apps/server/src/modules/scanning/text/hostile-word-spelling';
import { IDENTITY_WORDS } from '../../apps/server/src/modules/scanning/text/identity-words';
import {
  RULE_SLIP_MIN_LENGTH,
  ruleSlipTargets,
} from '../../apps/server/src/modules/scanning/text/rule-word-spelling';
import {
  RULE_SLIP_TARGETS,
  RULE_SOLE_WORDS,
} from '../../apps/server/src/modules/scanning/text/scan-text';
import { canonicalWord } from '../../apps/server/src/modules/scanning/text/tokenize';
import { slips, swaps } from '../../apps/server/src/modules/scanning/text/word-slips';
import { englishWords } from './english-words';
import { writeWordList } from './write-word-list';

const args = process.argv.slice(2);
const english = englishWords(args.find((arg) => !arg.startsWith('--')));

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
// A "1" written for an "l" is read as an "i" (group-word-spelling.ts): those readings too.
const oneForL = [...IDENTITY_WORDS].flatMap(oneForLReadings);
console.log(
  `\nGroup words read with a "1" for an "l", English: ${oneForL.filter((word) => english.has(word)).join(' ')}`,
);

// Words of the web that the word list lacks, read as written like English ones.
for (const word of 'hehe haha lmao reddit youtube tiktok instagram okay gonna wanna'.split(' ')) {
  english.add(canonicalWord(word));
}
// The words that score alone are read through a swap only (rule-word-spelling.ts).
const soleSwaps = [...ruleSlipTargets(RULE_SOLE_WORDS, new Set())].flatMap((word) =>
  word.length >= RULE_SLIP_MIN_LENGTH ? swaps(word) : [],
);
const ruleSlips = [
  ...new Set([
    ...englishSlips(RULE_SLIP_TARGETS, RULE_SLIP_MIN_LENGTH),
    ...soleSwaps.filter((slip) => english.has(slip) && !RULE_SOLE_WORDS.has(slip)),
  ]),
].sort();
console.log(`\nRule words, English slips: ${ruleSlips.length}`);
if (args.includes('--write-rule-words')) {
  writeWordList(
    'rule-word-exceptions.ts',
    'NOT_RULE_SLIPS',
    [
      'English words one slip from a word of the lexicon rules (decision 0216), canonical: they',
      'are meant as written and never read as the rule word ("tiem" is read as "time", "item"',
      'is not).',
    ],
    ruleSlips,
    'scripts/text-model/slip-exceptions.ts --write-rule-words',
  );
}
