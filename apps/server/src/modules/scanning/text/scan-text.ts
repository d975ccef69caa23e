import type { CategoryScores, Extraction } from '../scanning-types';
import { canonicalTokens } from './canonical-words';
import { foldText } from './fold-text';
import { COMMON_PIECES, gluedReader } from './glued-words';
import { findGroupNames, withGroupNames } from './group-names';
import { groupPronounReader } from './group-pronouns';
import { IDENTITY_WORDS } from './identity-words';
import { GROUP_CONTEMPT_RULES } from './lexicons/group-contempt-rules';
import { GROUP_STATEMENT_RULES } from './lexicons/group-statement-rules';
import { HARASSMENT_RULES } from './lexicons/harassment-rules';
import { HATE_RULES } from './lexicons/hate-rules';
import { PROFANITY_RULES } from './lexicons/profanity-rules';
import { SELF_HARM_RULES } from './lexicons/self-harm-rules';
import { SEXUAL_RULES } from './lexicons/sexual-rules';
import { SPAM_RULES } from './lexicons/spam-rules';
import { VIOLENCE_RULES } from './lexicons/violence-rules';
import { WORD_SETS } from './lexicons/word-sets';
import { modelCategoryScores } from './model/model-scores';
import { judgedByLexicons } from './model/lexicon-vocabulary';
import { deniesOnlyBadWords } from './model/clauses';
import { featureRows, mentionsGroup, modelClauseMarks } from './model/model-features';
import { predict, shippedTextModel, type TextModel } from './model/text-model';
import { findObscenities } from './obscenity-terms';
import { addPersonalData } from './personal-data-score';
import { RULE_GLUED_EXCEPTIONS } from './rule-glued-exceptions';
import { ruleSlipTargets, ruleWordReader } from './rule-word-spelling';
import { corroborate, ScoreSheet } from './score-sheet';
import { addSpamSignals } from './spam-signals';
import { addVocatives } from './vocative';
import { type TextCategoryId, type Weights } from './text-categories';
import { RuleMatcher, SENTENCE_MARK, splitGlued, type RuleHit } from './token-rules';
import { expandWord, type LetterRun, type Tokens } from './tokenize';

/** A lexical score from here on is an opinion the model defers to (the lowest default threshold). */
const LEXICONS_FLAGGED = 40;

/** A not/never before a match keeps this much of its weight ("I would never hurt you"). */
const NEGATED_FACTOR = 0.3;

const RULES = new RuleMatcher(
  [
    ...PROFANITY_RULES,
    ...SEXUAL_RULES,
    ...HARASSMENT_RULES,
    ...HATE_RULES,
    ...GROUP_STATEMENT_RULES,
    ...GROUP_CONTEMPT_RULES,
    ...VIOLENCE_RULES,
    ...SELF_HARM_RULES,
    ...SPAM_RULES,
  ],
  WORD_SETS,
);

/** The words glued runs are read apart into: the rules' own and the group names. */
export const GLUED_VOCABULARY: ReadonlySet<string> = new Set([
  ...RULES.vocabulary,
  ...IDENTITY_WORDS,
]);

/**
 * The pieces a glued run is read as ("hatewomen" → hate, women), or null (glued-words.ts).
 * A word of three letters that scores alone is never a piece: "con" ("coon") and "fag" hide in
 * too many typos ("consenus").
 */
export const GLUED_PIECES: ReadonlySet<string> = new Set(
  [...GLUED_VOCABULARY].filter((word) => word.length > 3 || !RULES.soleWords.has(word)),
);
export const gluedParts = gluedReader(GLUED_VOCABULARY, undefined, false, GLUED_PIECES);

/**
 * Not the short words that score alone: "conman" is not "coon man" ("coon" is spelt "con").
 * The long ones are rarely inside another word ("youfaggot").
 */
export const RULE_GLUED_PIECES: ReadonlySet<string> = new Set([
  ...[...GLUED_VOCABULARY].filter((word) => word.length >= 5 || !RULES.soleWords.has(word)),
  ...COMMON_PIECES,
]);

/**
 * The rules read any glued run apart into their words, not only runs that hold an attack
 * ("anyrights", "belonghere", "werewiped"): it changes nothing unless a rule then matches
 * (decision 0216). English words that would be read apart are listed (RULE_GLUED_EXCEPTIONS).
 */
export const rulesGluedParts = gluedReader(
  GLUED_VOCABULARY,
  RULE_GLUED_EXCEPTIONS,
  true,
  RULE_GLUED_PIECES,
);

/** The rules' words a misspelling is read as (scripts/text-model/slip-exceptions.ts reads them). */
export const RULE_SLIP_TARGETS: ReadonlySet<string> = ruleSlipTargets(
  RULES.vocabulary,
  RULES.soleWords,
);
export const RULE_SOLE_WORDS: ReadonlySet<string> = RULES.soleWords;

/** The rules' own words read through a slip ("wree", "nveer"; decision 0216). */
export const withRuleWordsRead = ruleWordReader(
  RULE_SLIP_TARGETS,
  RULES.vocabulary,
  RULES.soleWords,
);

/** "they" and "them" read as the group named just before, when one was (decision 0206). */
const withGroupPronouns = groupPronounReader(WORD_SETS);

/** The words with every glued run read apart, or the same array when none is. */
function withGluedRead(words: string[], reader = gluedParts): string[] {
  let read: string[] | null = null;
  for (let index = 0; index < words.length; index += 1) {
    const parts = reader(words[index] ?? '');
    if (parts === null) {
      read?.push(words[index] ?? '');
      continue;
    }
    read ??= words.slice(0, index);
    read.push(...parts);
  }
  return read ?? words;
}

/**
 * The words as the trained model reads them: as the rules do, with letter runs and glued
 * runs read as the words they spell ("w o m e n", "hatewomen") and `SENTENCE_MARK` between
 * sentences, but with group names and pronouns left as written (decision 0214).
 */
export function modelWords(tokens: Tokens): string[] {
  const marked = withSentenceMarks(tokens);
  return withGluedRead(withRunsRead(marked.words, marked.letterRuns));
}

/** Lexicon rule matches over a text's words, as scanTextWithEvidence reads them. */
function ruleHits(text: string, tokens = canonicalTokens(text)): RuleHit[] {
  const groupNames = findGroupNames(text, RULES.vocabulary);
  const marked = withSentenceMarks(tokens);
  const words = withRuleWordsRead(
    withGluedRead(
      withGluedRead(withGroupNames(withRunsRead(marked.words, marked.letterRuns), groupNames)),
      rulesGluedParts,
    ),
  );
  const hits = RULES.findAll(words);
  // Read again with the pronouns as the group, word for word, so positions agree; the rules
  // that name "them" themselves ("bury them", "I want them all gone") matched above.
  const resolved = withGroupPronouns(words);
  if (resolved === words) return hits;
  const found = new Map(hits.map((hit, index) => [`${hit.start} ${hit.rule.pattern}`, index]));
  for (const hit of RULES.findAll(resolved)) {
    const at = found.get(`${hit.start} ${hit.rule.pattern}`);
    if (at === undefined) hits.push(hit);
    // The same rule from the same word, read once as said and once as negated: said wins.
    else if (hits[at]?.negated && !hit.negated) hits[at] = hit;
  }
  return hits;
}

/** Text between double quotation marks, straight or typographic, on one line. */
const QUOTATION =
  /["\u201c\u201d\u201e\u00ab\u00bb]([^"\u201c\u201d\u201e\u00ab\u00bb\n]{2,400})["\u201c\u201d\u201e\u00ab\u00bb]/gu;

/**
 * Hate found only inside quotation marks is quoted, not said (decision 0205): 'Saying
 * "immigrants are scum" is vile' reports an attack. Such a match is weakened like a negated
 * one. Threats are not: a quoted threat is still read as one (the violence rules' policy).
 */
function weakenQuotedHate(text: string, hits: RuleHit[]): void {
  if (!hits.some((hit) => hit.rule.weights['text-hate'] !== undefined)) return;
  if (text.search(QUOTATION) < 0) return;
  const outside = new Set(ruleHits(text.replace(QUOTATION, ' quoted ')).map((hit) => hit.rule));
  for (const hit of hits) {
    const weights = hit.rule.weights;
    if (weights['text-hate'] === undefined || weights['text-violence'] !== undefined) continue;
    if (!outside.has(hit.rule)) hit.negated = true;
  }
}

/**
 * Reads the model's weights and builds the spelling tables (group and hostile words) now, at
 * start, so that no scan pays for them.
 */
export function warmTextScanner(): void {
  shippedTextModel();
  // Words long enough to reach every spelling table (group, hostile and the rules' words).
  withRuleWordsRead(canonicalTokens('warming scanner').words);
}

/**
 * The built-in text scanner: scores the extracted text and metadata 0–100 for every text
 * category (docs/decisions/0086-text-scanning.md). A clear, severe single instance scores
 * 85 or more; a mild or ambiguous one 40–60; clean text under 20. Pure and synchronous: no
 * network; the trained model is read once and scored in-process; linear in the text's length.
 */
export function scanText(extraction: Extraction, options?: ScanOptions): CategoryScores {
  return scanTextWithEvidence(extraction, options).scores;
}

export interface ScanOptions {
  /** The trained model to add (default: the shipped one); null scores with the lexicons only. */
  model?: TextModel | null;
}

export interface TextScan {
  scores: CategoryScores;
  /** What was matched: lexicon patterns and obscenity terms (for tests and tuning). */
  evidence: string[];
}

export function scanTextWithEvidence(extraction: Extraction, options: ScanOptions = {}): TextScan {
  const text = [extraction.text, extraction.metadataText].filter(Boolean).join('\n');
  const folded = foldText(text);
  const tokens = canonicalTokens(text);

  // Lexicon rules over the words (letter-by-letter runs read as the words they spell, names
  // of unlisted groups as group tokens), and over glued hashtags ("#killyourself").
  const hits = ruleHits(text, tokens);
  weakenQuotedHate(text, hits);
  for (const hashtag of new Set(tokens.spelledOut)) {
    const words = expandWord(hashtag) ?? splitGlued(hashtag, RULES.vocabulary) ?? [hashtag];
    for (const hit of RULES.findAll(words)) hits.push({ ...hit, start: -1, end: -1 });
  }
  const rules = new ScoreSheet();
  const evidence: string[] = [];
  addVocatives(rules, folded);
  for (const hit of strongestHits(hits)) {
    evidence.push(`${hit.negated ? 'negated ' : ''}rule: ${hit.rule.pattern.slice(0, 80)}`);
    rules.add(hit.rule.weights, hit.rule.pattern, hit.negated ? NEGATED_FACTOR : 1);
  }

  // obscenity over the folded text, the glued runs and the unmasked words.
  const terms = new ScoreSheet();
  const runs = tokens.letterRuns.map((run) => run.glued);
  const extra = [...new Set([...runs, ...tokens.spelledOut, ...tokens.unmasked])].join(' ');
  for (const hit of [...findObscenities(folded, text), ...(extra ? findObscenities(extra) : [])]) {
    terms.add(hit.weights, hit.term);
    evidence.push(`term: ${hit.term}`);
  }

  const lexical = new Map<TextCategoryId, number>();
  for (const [category, fromRules] of Object.entries(rules.scores()) as [
    TextCategoryId,
    number,
  ][]) {
    // Two detectors of the same words corroborate rather than add up.
    lexical.set(category, corroborate(fromRules, terms.score(category)));
  }

  // The trained model reads the same words and adds what no rule names (decision 0154),
  // except where the lexicons weakened a match for a not/never or judged the text's hostile
  // words harmless in context; an insult it sees adds nothing to a text they already flagged.
  const model = options.model === undefined ? shippedTextModel() : options.model;
  let learned: ReturnType<typeof modelCategoryScores> = {};
  if (model && tokens.words.length > 0) {
    const read = modelWords(tokens);
    // One reading of the clauses serves the deferral and the features.
    const marks = modelClauseMarks(read);
    const aboutGroup = mentionsGroup(read);
    const deferToLexicons =
      hits.some((hit) => hit.negated) ||
      (aboutGroup ? deniesOnlyBadWords(read, marks) : judgedByLexicons(tokens.words));
    if (!deferToLexicons) {
      const probabilities = predict(model, featureRows(read, marks));
      learned = modelCategoryScores(model.header, probabilities, {
        aboutGroup,
        lexiconsFlagged: [...lexical.values()].some((score) => score >= LEXICONS_FLAGGED),
      });
      for (const [output, probability] of Object.entries(probabilities)) {
        if (probability >= 0.5) evidence.push(`model: ${output} ${probability.toFixed(2)}`);
      }
    }
  }

  const structure = new ScoreSheet();
  addSpamSignals(structure, extraction, tokens.words);
  addPersonalData(structure, extraction.personalData);

  const scores: CategoryScores = {};
  for (const [category, fromLexicons] of lexical) {
    // The model corroborates the lexicons; structure is separate evidence (links, repetition,
    // personal data) and combines as such.
    const words = corroborate(fromLexicons, learned[category] ?? 0);
    const structural = structure.score(category);
    scores[category] = Math.round(100 * (1 - (1 - words / 100) * (1 - structural / 100)));
  }
  return { scores, evidence };
}

/** The words with `SENTENCE_MARK` between sentences, and the letter runs where they now are. */
function withSentenceMarks(tokens: Tokens): { words: string[]; letterRuns: LetterRun[] } {
  if (tokens.sentenceStarts.length === 0) return tokens;
  const words: string[] = [];
  let next = 0;
  for (let index = 0; index < tokens.words.length; index += 1) {
    if (tokens.sentenceStarts[next] === index) {
      words.push(SENTENCE_MARK);
      next += 1;
    }
    words.push(tokens.words[index] ?? '');
  }
  // Runs never span a sentence's end, so a run moves by the marks before it. Both lists are
  // in text order: one walk, linear however many sentences and runs a long text holds.
  let marks = 0;
  const letterRuns = tokens.letterRuns.map((run) => {
    while ((tokens.sentenceStarts[marks] ?? Infinity) <= run.start) marks += 1;
    return { ...run, start: run.start + marks };
  });
  return { words, letterRuns };
}

/** Letters that are words by themselves: "u r a loser" is read as written. */
const LETTER_WORDS = /^[aiury]+$/;

/** "i will k i l l you" → "i will kil you": a run becomes the words it spells, when it spells any. */
function withRunsRead(words: readonly string[], runs: readonly LetterRun[]): string[] {
  if (runs.length === 0) return [...words];
  // Loops, not push(...spread): a run can be tens of thousands of words long.
  const read: string[] = [];
  const copy = (from: number, to: number): void => {
    for (let index = from; index < to; index += 1) read.push(words[index] ?? '');
  };
  let at = 0;
  for (const run of runs) {
    copy(at, run.start);
    const spelled = LETTER_WORDS.test(run.glued)
      ? null
      : (expandWord(run.glued) ?? splitGlued(run.glued, RULES.vocabulary));
    if (spelled) for (const word of spelled) read.push(word);
    else copy(run.start, run.start + run.length);
    at = run.start + run.length;
  }
  copy(at, words.length);
  return read;
}

/**
 * Per category, a match inside a longer match of the same category is dropped: "I will kill
 * you" counts once (as the threat), not also as "kill you"; "suicide prevention" replaces
 * "suicide".
 */
function strongestHits(hits: readonly RuleHit[]): RuleHit[] {
  const strength = (hit: RuleHit): number => Math.max(...Object.values(hit.rule.weights));
  // Of two matches over the same words, one that reads a not/no as part of what is said
  // ("nothing but contempt") wins over one that reads it as a negation.
  const ordered = [...hits].sort(
    (a, b) =>
      b.end - b.start - (a.end - a.start) ||
      strength(b) - strength(a) ||
      Number(a.negated) - Number(b.negated),
  );
  const kept: RuleHit[] = [];
  for (const hit of ordered) {
    const categories = Object.keys(hit.rule.weights) as (keyof Weights)[];
    const inside = kept.some(
      (other) =>
        hit.start >= 0 &&
        other.start <= hit.start &&
        other.end >= hit.end &&
        (other.end - other.start > hit.end - hit.start || other.rule !== hit.rule) &&
        categories.every((category) => other.rule.weights[category] !== undefined),
    );
    if (!inside) kept.push(hit);
  }
  return kept;
}
