import {
  englishDataset,
  englishRecommendedTransformers,
  RegExpMatcher,
  type EnglishProfaneWord,
} from 'obscenity';
import type { Weights } from './text-categories';

/**
 * What each word of obscenity's English dataset weighs, per category. Swearing goes to
 * profanity; sex words to sexual content (anatomy and "sex" low, so health texts stay
 * clean; explicit acts high); slurs to hate, not profanity. Words are listed exhaustively so
 * a dataset update that adds one fails type-checking here instead of scoring nothing.
 */
const TERM_WEIGHTS: Readonly<Record<EnglishProfaneWord, Weights>> = {
  fuck: { 'text-profanity': 80 },
  cunt: { 'text-profanity': 88 },
  shit: { 'text-profanity': 65 },
  bitch: { 'text-profanity': 65 },
  bastard: { 'text-profanity': 60 },
  twat: { 'text-profanity': 65 },
  prick: { 'text-profanity': 55 },
  wank: { 'text-profanity': 60, 'text-sexual': 30 },
  piss: { 'text-profanity': 45 },
  arse: { 'text-profanity': 40 },
  ass: { 'text-profanity': 45 },
  bollocks: { 'text-profanity': 45 },
  turd: { 'text-profanity': 35 },
  dick: { 'text-profanity': 45, 'text-sexual': 35 },
  cock: { 'text-profanity': 50, 'text-sexual': 50 },
  pussy: { 'text-profanity': 55, 'text-sexual': 55 },
  slut: { 'text-profanity': 60, 'text-sexual': 45 },
  whore: { 'text-profanity': 60, 'text-sexual': 45 },
  hooker: { 'text-sexual': 40 },
  tit: { 'text-sexual': 40, 'text-profanity': 20 },
  boob: { 'text-sexual': 35 },
  anal: { 'text-sexual': 45 },
  anus: { 'text-sexual': 20 },
  penis: { 'text-sexual': 25 },
  vagina: { 'text-sexual': 25 },
  sex: { 'text-sexual': 30 },
  semen: { 'text-sexual': 40 },
  ejaculate: { 'text-sexual': 50 },
  orgasm: { 'text-sexual': 55 },
  incest: { 'text-sexual': 60 },
  scat: { 'text-sexual': 25 },
  porn: { 'text-sexual': 65 },
  hentai: { 'text-sexual': 75 },
  masturbate: { 'text-sexual': 65 },
  'jerk off': { 'text-sexual': 75, 'text-profanity': 40 },
  orgy: { 'text-sexual': 65 },
  cum: { 'text-sexual': 70 },
  jizz: { 'text-sexual': 80 },
  dildo: { 'text-sexual': 75 },
  buttplug: { 'text-sexual': 80 },
  blowjob: { 'text-sexual': 85 },
  handjob: { 'text-sexual': 85 },
  fellatio: { 'text-sexual': 70 },
  deepthroat: { 'text-sexual': 80 },
  doggystyle: { 'text-sexual': 80 },
  'double penetration': { 'text-sexual': 85 },
  'finger bang': { 'text-sexual': 85 },
  fisting: { 'text-sexual': 75 },
  felch: { 'text-sexual': 85 },
  gangbang: { 'text-sexual': 85 },
  lubejob: { 'text-sexual': 85 },
  bestiality: { 'text-sexual': 85 },
  rape: { 'text-violence': 60, 'text-sexual': 55 },
  cuck: { 'text-sexual': 35, 'text-harassment': 35 },
  nigger: { 'text-hate': 95 },
  negro: { 'text-hate': 55 },
  kike: { 'text-hate': 92 },
  chink: { 'text-hate': 88 },
  chingchong: { 'text-hate': 88 },
  abeed: { 'text-hate': 88 },
  abo: { 'text-hate': 80 },
  africoon: { 'text-hate': 92 },
  arabush: { 'text-hate': 88 },
  boonga: { 'text-hate': 88 },
  fag: { 'text-hate': 88 },
  dyke: { 'text-hate': 75 },
  tranny: { 'text-hate': 85 },
  retard: { 'text-hate': 60 },
  spastic: { 'text-hate': 60 },
};

/**
 * Words obscenity reads as a stronger term than they are: "rapist" is about a crime (and a
 * common slur against groups, scored as hate by the lexicons), not sexual content.
 */
const WORD_WEIGHTS: Readonly<Record<string, Weights>> = {
  rapist: { 'text-violence': 30, 'text-sexual': 15 },
  rapists: { 'text-violence': 30, 'text-sexual': 15 },
  // Mostly in-group address: offensive, hate only with a statement about a group (hate-rules).
  nigga: { 'text-profanity': 70, 'text-hate': 25 },
  niggas: { 'text-profanity': 70, 'text-hate': 25 },
};

/**
 * Words and phrases obscenity's dataset mistakes for profanity (it matches inside words):
 * names, places, food, and idioms. A match whose surrounding word or phrase is here is
 * dropped. "Scunthorpe", "class", "assess", "therapist" and "grape" obscenity already knows.
 */
const SAFE_WORDS = new Set([
  'cumin',
  'cummings',
  'semenya',
  'penistone',
  'dickinson',
  'dickens',
  'dickey',
  'rapeseed',
  'rapeseeds',
  'pissarro',
  'cockpit',
  'cockpits',
  'cockerel',
  'cockatoo',
  'cockatiel',
  'cockburn',
  'retardant',
  'retardants',
  'retardation',
  'titmouse',
  'titration',
  'shitake',
  'shiitake',
  'hancock',
  'hitchcock',
  'scattered',
  'scatter',
  'bassett',
  'sussex',
  'wankel',
  'arsenal',
  'arsenic',
  'assam',
  'cocky',
  'cuckoo',
  'cuckoos',
  'dyker',
  'scathing',
  'negroni',
  'montenegro',
  'sextant',
  'sextet',
  'pussycat',
  'pussycats',
]);
const SAFE_PHRASES = [
  /^cum laude/,
  /^magna cum/,
  /^summa cum/,
  /^scat sing/,
  /^negro league/,
  /^pussy ?willow/,
  /^tit for tat/,
  /^tits up/,
  /^booby trap/,
  /^anal retentive/,
  /^chinks? in (?:the|his|her|their|our|my|your) armou?r/,
  /^moby dick/,
  /^spotted dick/,
  /^dick van dyke/,
  /^van dyke/,
  /^dykes? and (?:dams|canals|levees)/,
];

/**
 * Words that are also names: "Alan Cumming", "Philip K. Dick", "Dick's Sporting Goods",
 * "John Lee Hooker". Dropped when every time the text uses them they are capitalised next
 * to another capitalised word.
 */
const NAME_WORDS = new Set(['dick', 'dicks', 'cumming', 'hooker', 'cox', 'wang', 'johnson']);

const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

export interface TermHit {
  term: EnglishProfaneWord;
  weights: Weights;
  /** Character offset of the match in the text given. */
  at: number;
}

/**
 * obscenity's matches in a folded text, without the known false friends. `original` is the
 * text before folding (with its capitals), to recognise names.
 */
export function findObscenities(fullText: string, original = ''): TermHit[] {
  const text = fullText.length > DEDUPE_ABOVE ? distinctChunks(fullText) : fullText;
  const hits: TermHit[] = [];
  const taken = new Set<number>();
  for (const match of matcher.getAllMatches(text, true)) {
    const { phraseMetadata } = englishDataset.getPayloadWithPhraseMetadata(match);
    const term = phraseMetadata?.originalWord;
    if (!term || taken.has(match.startIndex)) continue;
    taken.add(match.startIndex);
    if (isSafe(text, match.startIndex, match.endIndex, original)) continue;
    const word = enclosingWord(text, match.startIndex, match.endIndex);
    hits.push({ term, weights: WORD_WEIGHTS[word] ?? TERM_WEIGHTS[term], at: match.startIndex });
  }
  return hits;
}

/**
 * Above this length, each distinct chunk is matched once (in first-seen order, so phrases
 * keep their neighbours): a long text repeats its words, and obscenity's matcher costs
 * about a millisecond per kilobyte. Repeats add little to a score anyway (ScoreSheet).
 */
const DEDUPE_ABOVE = 8 * 1024;

function distinctChunks(text: string): string {
  return [...new Set(text.split(/\s+/))].join(' ');
}

function enclosingWord(text: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && /\p{L}/u.test(text[from - 1] ?? '')) from -= 1;
  let to = end + 1;
  while (to < text.length && /\p{L}/u.test(text[to] ?? '')) to += 1;
  return text.slice(from, to).toLowerCase();
}

function isSafe(text: string, start: number, end: number, original: string): boolean {
  let from = start;
  while (from > 0 && /\p{L}/u.test(text[from - 1] ?? '')) from -= 1;
  const word = enclosingWord(text, start, end);
  if (SAFE_WORDS.has(word)) return true;
  if (NAME_WORDS.has(word.replace(/s$/, '')) || NAME_WORDS.has(word)) {
    if (isOnlyAName(original, word.replace(/s$/, ''))) return true;
  }
  const phrase = text
    .slice(from, from + 60)
    .toLowerCase()
    .replace(/\s+/g, ' ');
  return SAFE_PHRASES.some((pattern) => pattern.test(phrase));
}

/** Whether every use of `word` in the original text is a capitalised part of a name. */
function isOnlyAName(original: string, word: string): boolean {
  const uses = [...original.matchAll(new RegExp(`\\b${word}(?:'?s)?\\b`, 'gi'))];
  if (uses.length === 0) return false;
  return uses.every((use) => {
    const found = use[0];
    if (!/^\p{Lu}\p{Ll}/u.test(found)) return false;
    const before = original.slice(Math.max(0, use.index - 30), use.index);
    const after = original.slice(use.index + found.length, use.index + found.length + 30);
    return /\p{Lu}[\p{L}.]*\s+$/u.test(before) || /^\s+\p{Lu}/u.test(after);
  });
}
