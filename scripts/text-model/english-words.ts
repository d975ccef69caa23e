// Debian's wamerican word list as the text scanner reads words (lower case, canonical), for
// the scripts that list which English words a reading must leave alone.
import fs from 'node:fs';
import { canonicalWord } from '../../apps/server/src/modules/scanning/text/tokenize';

export function englishWords(file = '/usr/share/dict/american-english'): Set<string> {
  return new Set(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((word) => /^[a-z]+$/i.test(word))
      .map((word) => canonicalWord(word.toLowerCase())),
  );
}
