// Lists the English words the text scanner would read apart as glued words ("therapist" as
// "the rapist"), for ENGLISH_WORDS in apps/server/src/modules/scanning/text/glued-words.ts
// (decision 0204). Run it again when the lexicon rules' vocabulary changes:
//
//   npx tsx scripts/text-model/glued-word-exceptions.ts [/usr/share/dict/american-english]
//
// The word list is Debian's wamerican package.
import { gluedReader } from '../../apps/server/src/modules/scanning/text/glued-words';
import { GLUED_VOCABULARY } from '../../apps/server/src/modules/scanning/text/scan-text';
import { englishWords } from './english-words';

const read = gluedReader(GLUED_VOCABULARY, new Set());
const words = englishWords(process.argv[2]);
const split = [...words].filter((word) => read(word) !== null).sort();
console.log(`${split.length} of ${words.size} words would be read apart:\n`);
console.log(split.join(' '));
