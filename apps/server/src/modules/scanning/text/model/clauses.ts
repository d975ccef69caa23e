import { HOSTILE_WORDS } from '../hostile-word-spelling';
import { IDENTITY_WORDS } from '../identity-words';
import { NEGATORS, REPORTERS, SENTENCE_MARK } from '../token-rules';
import { canonicalWord } from '../tokenize';
import { isBadBand, valenceBand } from './valence';

/**
 * A word's valence is read within its clause: after a negator ("I don't think … are
 * honest"), a word that reports or disputes a claim ("the myth that … are lazy") or a
 * participle of treatment ("never given a fair chance"), the next CLAUSE_SCOPE words of the
 * same sentence carry it, so what is denied, reported or done to someone is told from what
 * is said outright (decision 0214).
 */
const CLAUSE_SCOPE = 8;

/**
 * "nothing but", "no better than", "no different from", "not only", "no doubt": a negator
 * that stresses or compares, not denies.
 */
const STRESSED_AFTER = canonicalSet(
  'but more less better other different only doubt wonder question matter',
);

/** Sentence-initial words before which a negator asks rather than denies ("aren't they …"). */
const AUXILIARIES = canonicalSet(
  'are is was were do does did would should could can will have has',
);

/**
 * Past participles of treatment: what follows is done to someone, not said of them ("never
 * given a fair chance", "rarely treated with respect").
 */
const TREATMENT = canonicalSet('given treated shown offered granted paid afforded');

/** Words that start a new clause: a denial or a report before them does not reach past. */
const CLAUSE_BREAKS = canonicalSet('but because since though although yet while whereas');

/** Words as the scanner reads them ("better" → "beter", tokenize.ts). */
function canonicalSet(words: string): ReadonlySet<string> {
  return new Set(words.split(' ').map(canonicalWord));
}

export interface ClauseMarks {
  /** Per word, the sentence it is in (counted by the `SENTENCE_MARK`s before it). */
  sentence: Int32Array;
  /** Per word, 1 when a negator before it in its clause denies it. */
  denied: Uint8Array;
  /** Per word, 1 when a reporting or disputing word before it in its clause reports it. */
  reported: Uint8Array;
  /** Per word, 1 when a participle of treatment before it in its clause makes it done to someone. */
  received: Uint8Array;
  /** The sentences that name an identity group. */
  groupSentences: Set<number>;
}

/**
 * Marks the first `count` words: their sentence, and whether they are denied, reported or
 * received. Readers of the marks take `count` back from `sentence.length`.
 */
export function clauseMarks(words: readonly string[], count: number): ClauseMarks {
  const sentence = new Int32Array(count);
  const denied = new Uint8Array(count);
  const reported = new Uint8Array(count);
  const received = new Uint8Array(count);
  const groupSentences = new Set<number>();
  let current = 0;
  let sentenceStart = 0;
  let deniedUntil = -1;
  let reportedUntil = -1;
  let receivedUntil = -1;
  for (let index = 0; index < count; index += 1) {
    const word = words[index] ?? '';
    if (word === SENTENCE_MARK) {
      current += 1;
      sentenceStart = index + 1;
    }
    if (word === SENTENCE_MARK || CLAUSE_BREAKS.has(word)) {
      deniedUntil = -1;
      reportedUntil = -1;
      receivedUntil = -1;
    }
    sentence[index] = current;
    denied[index] = index <= deniedUntil ? 1 : 0;
    reported[index] = index <= reportedUntil ? 1 : 0;
    received[index] = index <= receivedUntil ? 1 : 0;
    if (IDENTITY_WORDS.has(word)) groupSentences.add(current);
    if (TREATMENT.has(word)) receivedUntil = index + CLAUSE_SCOPE;
    if (NEGATORS.has(word) && denies(words, index, sentenceStart)) {
      deniedUntil = index + CLAUSE_SCOPE;
    }
    if (REPORTERS.has(word)) reportedUntil = index + CLAUSE_SCOPE;
  }
  return { sentence, denied, reported, received, groupSentences };
}

/** Whether the negator at `index` denies what follows (not "nothing but", not "aren't they"). */
function denies(words: readonly string[], index: number, sentenceStart: number): boolean {
  if (STRESSED_AFTER.has(words[index + 1] ?? '')) return false;
  return !(index === sentenceStart + 1 && AUXILIARIES.has(words[sentenceStart] ?? ''));
}

/**
 * Whether every bad word (VADER's negative bands, and the lexicons' hostile words it does not
 * list: "plague", "animals") said in the sentences that name a group is denied ("… are not
 * lazy", "I don't think … are dangerous") and no good word is: the claim is disputed, which
 * the rules read more surely than the model (decision 0214).
 */
export function deniesOnlyBadWords(words: readonly string[], marks: ClauseMarks): boolean {
  let deniedBad = 0;
  for (let index = 0; index < marks.sentence.length; index += 1) {
    const word = words[index] ?? '';
    if (!marks.groupSentences.has(marks.sentence[index] ?? -1) || IDENTITY_WORDS.has(word)) {
      continue;
    }
    const band = valenceBand(word);
    const hostile = HOSTILE_WORDS.has(word);
    if (band === undefined && !hostile) continue;
    const bad = hostile || (band !== undefined && isBadBand(band));
    if (bad !== (marks.denied[index] === 1)) return false;
    if (bad) deniedBad += 1;
  }
  return deniedBad > 0;
}
