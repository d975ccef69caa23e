/**
 * Turns folded text into canonical word tokens for the lexicon rules, undoing the usual
 * disguises: leetspeak ("k1ll", "$hit"), masks ("f*ck", "a**hole"), repeated letters
 * ("stuuupid"), words spelled out letter by letter ("k y s", "d.i.e") and hashtags
 * ("#killyourself"). Canonical means: lower case, letters and digits only, runs of one
 * letter collapsed ("kill" → "kil"); the lexicons are canonicalised the same way.
 */

/** A URL in the text becomes this token (see scan-text), so rules can say "visit <link>". */
export const LINK_TOKEN = 'weblink';

/** A mention (@handle) becomes this token, so rules can aim at "@someone". */
export const MENTION_TOKEN = '@';

export interface LetterRun {
  start: number;
  length: number;
  glued: string;
}

export interface Tokens {
  words: string[];
  /** Words spelled out letter by letter ("k i l l"): where they are in `words`, glued. */
  letterRuns: LetterRun[];
  /** Hashtags glued from words ("#killyourself"), checked for whole phrases. */
  spelledOut: string[];
  /** Masked words resolved to what they hide ("f*ck" → "fuck"), for the profanity check. */
  unmasked: string[];
  /**
   * Where in `words` a new sentence starts (after . ! ? ; or a line break), ascending: a
   * negation's reach ends there (token-rules.ts). Letter runs never span one.
   */
  sentenceStarts: number[];
}

/** A chunk that ends a sentence: its last mark, before any closing quote or bracket. */
const SENTENCE_END = /[.!?;]["')\]]*$/;

const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
  '€': 'e',
};
const MASK = /[*#%]/;

/** Words people mask with asterisks, longest first so "f***ing" is not read as a shorter word. */
const MASKABLE = [
  'motherfucker',
  'motherfucking',
  'bullshit',
  'asshole',
  'fucking',
  'fucker',
  'fucked',
  'bitches',
  'bastard',
  'shitty',
  'fuck',
  'shit',
  'bitch',
  'cunt',
  'dick',
  'cock',
  'twat',
  'piss',
  'slut',
  'whore',
  'damn',
  'crap',
  'nigger',
  'faggot',
  'retard',
  'kill',
  'rape',
];

/** Contractions and chat spellings, expanded so one rule covers "you're", "youre" and "ur". */
const EXPANSIONS_RAW: Readonly<Record<string, string>> = {
  u: 'you',
  ya: 'you',
  yu: 'you',
  youre: 'you are',
  r: 'are',
  ur: 'your',
  yer: 'your',
  im: 'i am',
  ima: 'i am going to',
  imma: 'i am going to',
  ive: 'i have',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'got to',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  wont: 'will not',
  cant: 'can not',
  cannot: 'can not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  shouldnt: 'should not',
  wouldnt: 'would not',
  couldnt: 'could not',
  theyre: 'they are',
  hes: 'he is',
  shes: 'she is',
  thats: 'that is',
  youll: 'you will',
  youve: 'you have',
  youd: 'you would',
  lets: 'let us',
  yall: 'you all',
  kys: 'kill yourself',
  kms: 'kill myself',
  gtfo: 'get the fuck out',
  stfu: 'shut the fuck up',
  pls: 'please',
  plz: 'please',
  cuz: 'because',
  coz: 'because',
};

/**
 * The lexicons' own words read like the text's: leetspeak inside a lexicon word ("sub4sub",
 * "f4f") is mapped the same way, so both sides meet.
 */
export function canonicalLexiconWord(word: string): string {
  if (!/\p{L}/u.test(word)) return word;
  return canonicalWord(
    [...word]
      .map((char) => LEET[char] ?? char)
      .join('')
      .replace(/[^\p{L}\p{N}]/gu, ''),
  );
}

/**
 * Runs of one letter collapsed: "fuuuck" → "fuck", and "kill" → "kil" on both sides. A word
 * of one repeated letter keeps up to three ("xxx", "zzz"), or it would become a letter.
 */
export function canonicalWord(word: string): string {
  if (/^(\p{L})\1+$/u.test(word)) return word.slice(0, 3);
  return word.replace(/(\p{L})\1+/gu, '$1');
}

const EXPANSIONS = new Map<string, string[]>(
  Object.entries(EXPANSIONS_RAW).map(([key, value]) => [
    canonicalWord(key),
    value.split(' ').map(canonicalWord),
  ]),
);

/** The expansion of a contraction or chat spelling ("kys" → kill yourself), if it is one. */
export function expandWord(word: string): string[] | null {
  return EXPANSIONS.get(canonicalWord(word)) ?? null;
}

const MENTION = /^@[a-z0-9_][a-z0-9_.-]*$/;
const GRAWLIX = /^[$#@!%&*]{4,}$/;

/** What one whitespace-separated chunk reads as; memoised, since prose repeats its words. */
interface ChunkReading {
  /** The chunk's parts, each with the words it expands to and whether it is a lone letter. */
  parts: { letter: string | null; words: string[] }[];
  hashtag: string | null;
  unmasked: string[];
}

function readChunk(chunk: string): ChunkReading {
  if (MENTION.test(chunk.replace(/[.,:;!?)]+$/, ''))) {
    return { parts: [{ letter: null, words: [MENTION_TOKEN] }], hashtag: null, unmasked: [] };
  }
  if (GRAWLIX.test(chunk.replace(/[.,:;?]+$/, ''))) {
    return { parts: [{ letter: null, words: ['grawlix'] }], hashtag: null, unmasked: [] };
  }
  const hashtag =
    chunk.startsWith('#') && chunk.length > 6
      ? canonicalWord(chunk.slice(1).replace(/[^\p{L}\p{N}]/gu, ''))
      : null;
  const unmasked: string[] = [];
  const parts: ChunkReading['parts'] = [];
  const trimmed = chunk.replace(/^[^\p{L}\p{N}$@*|]+/u, '').replace(/[^\p{L}\p{N}*$@]+$/u, '');
  for (const part of trimmed.split(/[^\p{L}\p{N}$@!|+€*#%]+/u)) {
    const word = readPart(part, unmasked);
    if (word === '') continue;
    const letter = word.length === 1 && /\p{L}/u.test(word) ? word : null;
    parts.push({ letter, words: EXPANSIONS.get(word) ?? [word] });
  }
  return { parts, hashtag, unmasked };
}

export function tokenize(folded: string): Tokens {
  const words: string[] = [];
  const letterRuns: LetterRun[] = [];
  const spelledOut: string[] = [];
  const unmasked: string[] = [];
  const readings = new Map<string, ChunkReading>();
  let letterRun: string[] = [];
  let runStart = 0;

  const endRun = (): void => {
    if (letterRun.length >= 3) {
      letterRuns.push({
        start: runStart,
        length: words.length - runStart,
        glued: canonicalWord(letterRun.join('')),
      });
    }
    letterRun = [];
  };

  const sentenceStarts: number[] = [];
  for (const [, chunk = '', space = ''] of folded.matchAll(/(\S+)(\s*)/g)) {
    let reading = readings.get(chunk);
    if (!reading) {
      reading = readChunk(chunk);
      readings.set(chunk, reading);
      unmasked.push(...reading.unmasked);
    }
    if (reading.hashtag) spelledOut.push(reading.hashtag);
    for (const part of reading.parts) {
      if (part.letter) {
        if (letterRun.length === 0) runStart = words.length;
        letterRun.push(part.letter);
      } else endRun();
      for (const word of part.words) words.push(word);
    }
    const ends = SENTENCE_END.test(chunk) || space.includes('\n');
    if (ends && words.length > 0 && sentenceStarts.at(-1) !== words.length) {
      endRun();
      sentenceStarts.push(words.length);
    }
  }
  endRun();
  return { words, letterRuns, spelledOut, unmasked, sentenceStarts };
}

/** One word-part: masks resolved, leetspeak read (only in parts that hold a letter), collapsed. */
function readPart(part: string, unmasked: string[]): string {
  if (!/\p{L}/u.test(part)) return part.replace(/[^\p{N}]/gu, '');
  let word = part;
  if (MASK.test(word)) {
    const resolved = unmask(word);
    if (resolved) {
      unmasked.push(resolved);
      word = resolved;
    }
  }
  word = [...word].map((char) => LEET[char] ?? char).join('');
  return canonicalWord(word.replace(/[^\p{L}\p{N}]/gu, ''));
}

function unmask(word: string): string | null {
  const letters = [...word].map((char) => LEET[char] ?? char).join('');
  if (!/\p{L}/u.test(letters.replace(MASK, ''))) return null;
  const pattern = new RegExp(`^${letters.replace(/[*#%]/g, '[a-z]').replace(/[^a-z[\]-]/g, '')}$`);
  return MASKABLE.find((candidate) => pattern.test(candidate)) ?? null;
}
