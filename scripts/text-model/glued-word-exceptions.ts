// Lists the English words the text scanner would read apart as glued words ("therapist" as
// "the rapist"), for ENGLISH_WORDS in apps/server/src/modules/scanning/text/glued-words.ts
// (decision 0204). Run it again when the lexicon rules' vocabulary changes:
//
//   npx tsx scripts/text-model/glued-word-exceptions.ts [/usr/share/dict/american-english]
//       [--write-rule-reading]
//
// The word list is Debian's wamerican package.
import { gluedReader } from '../../apps/server/src/modules/scanning/text/glued-words';
import {
  GLUED_PIECES,
  GLUED_VOCABULARY,
  RULE_GLUED_PIECES,
} from '../../apps/server/src/modules/scanning/text/scan-text';
import { englishWords } from './english-words';
import { writeWordList } from './write-word-list';

const args = process.argv.slice(2);
const read = gluedReader(GLUED_VOCABULARY, new Set(), false, GLUED_PIECES);
const words = englishWords(args.find((arg) => !arg.startsWith('--')));
const split = [...words].filter((word) => read(word) !== null).sort();
console.log(`${split.length} of ${words.size} words would be read apart:\n`);
console.log(split.join(' '));

// The rules' own reading reads any glued run apart (decision 0216): its English words are
// written to rule-glued-exceptions.ts with --write-rule-reading.
const readAny = gluedReader(GLUED_VOCABULARY, new Set(), true, RULE_GLUED_PIECES);
const splitAny = [...words].filter((word) => readAny(word) !== null).sort();
console.log(`\nThe rules' reading: ${splitAny.length} words would be read apart`);
if (args.includes('--write-rule-reading')) {
  writeWordList(
    'rule-glued-exceptions.ts',
    'RULE_GLUED_EXCEPTIONS',
    [
      "English words the rules' reading of glued runs would read apart (decision 0216),",
      'canonical: "another" is not "an other", "therapist" not "the rapist".',
    ],
    splitAny,
    'scripts/text-model/glued-word-exceptions.ts --write-rule-reading',
  );
}
