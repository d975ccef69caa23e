/**
 * What the trained text model reads: hashed word unigrams, word bigrams and character 3–5-grams
 * of each word, over the scanner's own canonical words (folded, undisguised, links and
 * mentions as tokens), so the model and the lexicons see the same text. The training script
 * imports this file, so training and scoring cannot drift apart (docs/decisions/0154).
 */

import { canonicalWord } from '../tokenize';

/**
 * Words that name who someone is. The model does not read them as words (no unigram, no
 * character n-grams): in the training sources they appear mostly in attacks, so a model that
 * read them would learn that naming a group is hostile. It reads only what is said around
 * them, with the group as one shared token ("hate <group>", "<group> are"), so what it learns
 * of one group carries over to every other (docs/decisions/0154).
 */
const IDENTITY_WORDS = new Set(
  (
    'jew jews jewish muslim muslims moslem moslems islamic christian christians catholic catholics ' +
    'hindu hindus sikh sikhs buddhist buddhists atheist atheists mormon mormons arab arabs black blacks ' +
    'white whites asian asians chinese mexican mexicans latino latinos latina latinas latinx hispanic ' +
    'hispanics african africans indian indians pakistani pakistanis immigrant immigrants migrant ' +
    'migrants refugee refugees foreigner foreigners gay gays lesbian lesbians bisexual bisexuals ' +
    'homosexual homosexuals queer queers trans transgender transgenders nonbinary lgbt lgbtq lgbtqia ' +
    'women woman female females girls disabled deaf blind autistic gypsy gypsies roma romani native ' +
    'indigenous elderly korean koreans japanese filipino filipinos polish irish italian italians ' +
    'russian russians ukrainian ukrainians somali somalis nigerian nigerians haitian haitians ' +
    'palestinian palestinians israeli israelis arabic european europeans american americans canadian ' +
    'canadians syrian syrians afghan afghans turkish turks kurdish kurds vietnamese sikh'
  )
    .split(' ')
    .map(canonicalWord),
);
const GROUP_TOKEN = '<group>';

/** The model's weight table has 2^FEATURE_BITS rows per output. */
export const FEATURE_BITS = 18;
const MASK = (1 << FEATURE_BITS) - 1;

/** Past this many words the rest of a text is not read by the model (the lexicons still are). */
export const MAX_MODEL_WORDS = 3000;

const FNV_PRIME = 0x01000193;
/** FNV-1a's offset basis; the other seeds keep bigrams and character n-grams apart. */
const UNIGRAM_SEED = 0x811c9dc5;
const BIGRAM_SEED = 0x9e3779b9;
const CHAR_SEED = 0x85ebca6b;

/** FNV-1a over the UTF-16 code units, from `seed` (FNV's own offset basis by default). */
export function hashString(seed: number, text: string): number {
  let hash = seed;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), FNV_PRIME);
  }
  return hash >>> 0;
}

/**
 * The feature rows one text switches on, repeats included (a word said twice counts twice).
 * Pure and deterministic: the same words give the same rows on every machine.
 */
export function featureRows(words: readonly string[]): number[] {
  const rows: number[] = [];
  const count = Math.min(words.length, MAX_MODEL_WORDS);
  let previous = '';
  for (let index = 0; index < count; index += 1) {
    const raw = words[index] ?? '';
    if (raw === '') continue;
    const identity = IDENTITY_WORDS.has(raw);
    const word = identity ? GROUP_TOKEN : raw;
    if (!identity) rows.push(hashString(UNIGRAM_SEED, word) & MASK);
    if (previous !== '') rows.push(hashString(BIGRAM_SEED, `${previous} ${word}`) & MASK);
    previous = word;
    if (!identity) addCharGrams(rows, `<${word}>`);
  }
  return rows;
}

/** Whether the words name an identity group (one of the words the model reads as `<group>`). */
export function mentionsGroup(words: readonly string[]): boolean {
  const count = Math.min(words.length, MAX_MODEL_WORDS);
  for (let index = 0; index < count; index += 1) {
    if (IDENTITY_WORDS.has(words[index] ?? '')) return true;
  }
  return false;
}

/** Character 3-, 4- and 5-grams of a word with its boundary marks, hashed as they grow. */
function addCharGrams(rows: number[], marked: string): void {
  for (let start = 0; start + 3 <= marked.length; start += 1) {
    let hash = CHAR_SEED;
    for (let end = start; end < marked.length && end < start + 5; end += 1) {
      hash = Math.imul(hash ^ marked.charCodeAt(end), FNV_PRIME);
      if (end - start >= 2) rows.push((hash >>> 0) & MASK);
    }
  }
}
