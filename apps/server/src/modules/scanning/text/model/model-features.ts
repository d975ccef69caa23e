/**
 * What the trained text model reads: hashed word unigrams, word bigrams, character 3–5-grams
 * of each word and the valence of each word in its clause (decision 0214), over the words as
 * the scanner reads them (`modelWords` in scan-text.ts: folded, undisguised, links and
 * mentions as tokens, letter runs and glued words read apart, sentences marked), so the
 * model and the lexicons see the same text. The training script
 * imports this file, so training and scoring cannot drift apart (docs/decisions/0154).
 */

import { IDENTITY_WORDS } from '../identity-words';
import { NEGATORS, SENTENCE_MARK } from '../token-rules';
import { clauseMarks, type ClauseMarks } from './clauses';
import { valenceBand } from './valence';

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
const NEGATED_SEED = 0xc2b2ae35;
const VALENCE_SEED = 0x27d4eb2f;

/**
 * After a negator (the lexicon rules' own), the next NEGATION_SCOPE words are read as
 * negated: "not burdens" is its own feature, not "burdens" (negation marking; contractions
 * arrive as "not").
 */
const NEGATION_SCOPE = 3;

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
export function featureRows(
  words: readonly string[],
  marks: ClauseMarks = modelClauseMarks(words),
): number[] {
  const rows: number[] = [];
  const count = marks.sentence.length;
  let previous = '';
  let negatedWords = 0;
  for (let index = 0; index < count; index += 1) {
    const raw = words[index] ?? '';
    if (raw === SENTENCE_MARK) {
      previous = '';
      negatedWords = 0;
      continue;
    }
    if (raw === '') continue;
    const identity = IDENTITY_WORDS.has(raw);
    const word = identity ? GROUP_TOKEN : raw;
    const negated = negatedWords > 0;
    negatedWords = NEGATORS.has(word) ? NEGATION_SCOPE : Math.max(0, negatedWords - 1);
    const band = identity ? undefined : valenceBand(raw);
    if (band !== undefined) {
      // Valence in its clause (clauses.ts), and again when the sentence names a group.
      const polarity =
        (marks.reported[index] === 1 ? 'reported ' : '') +
        (marks.received[index] === 1 ? 'received ' : '') +
        (marks.denied[index] === 1 ? `not ${band}` : band);
      rows.push(hashString(VALENCE_SEED, polarity) & MASK);
      if (marks.groupSentences.has(marks.sentence[index] ?? -1)) {
        rows.push(hashString(VALENCE_SEED, `group ${polarity}`) & MASK);
      }
    }
    if (!identity) rows.push(hashString(negated ? NEGATED_SEED : UNIGRAM_SEED, word) & MASK);
    if (previous !== '') rows.push(hashString(BIGRAM_SEED, `${previous} ${word}`) & MASK);
    previous = word;
    if (!identity) addCharGrams(rows, `<${word}>`);
  }
  return rows;
}

/** The clause marks (clauses.ts) of the words the model reads: the first MAX_MODEL_WORDS. */
export function modelClauseMarks(words: readonly string[]): ClauseMarks {
  return clauseMarks(words, Math.min(words.length, MAX_MODEL_WORDS));
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
