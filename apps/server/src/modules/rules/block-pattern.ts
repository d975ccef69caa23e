/**
 * Block-rule patterns (decision 0091): a word or phrase, matched on whole words in folded
 * text (text-normaliser.ts), or a `/regular expression/`, matched case-insensitively on the
 * text as written, in overlapping pieces so no single run sees more than a few kilobytes.
 */
import { DOMAIN_RULE_PATTERN_MAX } from '@vigil/contract';
import { isUnsafeRegex } from './regex-safety';
import { MASK, normaliseWords, wordsMatch } from './text-normaliser';

export type BlockPattern = { kind: 'words'; words: string[] } | { kind: 'regex'; regex: RegExp };

export type PatternProblem = 'no-words' | 'regex-invalid' | 'regex-unsafe' | 'regex-matches-empty';

/** Texts a stored expression is tried on once, to refuse one that matches nothing at all. */
const EMPTY_PROBES = ['', ' ', 'a', 'word', 'two words.'];

/** A regular expression runs on pieces of this many characters… */
export const REGEX_PIECE_CHARS = 1_000;
/** …overlapping by the longest pattern, so a match across a piece boundary is still seen. */
const REGEX_PIECE_OVERLAP = DOMAIN_RULE_PATTERN_MAX;

export function isRegexPattern(pattern: string): boolean {
  return pattern.length >= 3 && pattern.startsWith('/') && pattern.endsWith('/');
}

function compileRegex(source: string): RegExp | undefined {
  // 'u' first (stricter syntax, code points); plain 'i' for patterns written without it.
  for (const flags of ['iu', 'i']) {
    try {
      return new RegExp(source, flags);
    } catch {
      // Try the next flag set.
    }
  }
  return undefined;
}

/** The pattern ready to match, or why it cannot be stored. */
export function parseBlockPattern(
  pattern: string,
): { ok: true; pattern: BlockPattern } | { ok: false; problem: PatternProblem } {
  if (isRegexPattern(pattern)) {
    const source = pattern.slice(1, -1);
    if (isUnsafeRegex(source)) return { ok: false, problem: 'regex-unsafe' };
    const regex = compileRegex(source);
    if (!regex) return { ok: false, problem: 'regex-invalid' };
    if (EMPTY_PROBES.some((probe) => regex.exec(probe)?.[0] === '')) {
      return { ok: false, problem: 'regex-matches-empty' };
    }
    return { ok: true, pattern: { kind: 'regex', regex } };
  }
  const words = normaliseWords(pattern).filter((word) => !word.includes(MASK));
  if (words.length === 0) return { ok: false, problem: 'no-words' };
  return { ok: true, pattern: { kind: 'words', words } };
}

/** One text prepared once for every rule of a domain. */
export interface PreparedText {
  /** NFKC text as written, for regular expressions. */
  written: string;
  words: string[];
  /** Word positions by their letters with repeats squeezed ('fuuuck' → 'fuck'). */
  bySqueezed: Map<string, number[]>;
  /** Positions of words with masks ('f*ck'), which any block word may match. */
  masked: number[];
}

function squeeze(word: string): string {
  let out = '';
  for (const char of word) if (!out.endsWith(char)) out += char;
  return out;
}

export function prepareText(text: string): PreparedText {
  const words = normaliseWords(text);
  const bySqueezed = new Map<string, number[]>();
  const masked: number[] = [];
  words.forEach((word, index) => {
    if (word.includes(MASK)) {
      masked.push(index);
      return;
    }
    const key = squeeze(word);
    const list = bySqueezed.get(key);
    if (list) list.push(index);
    else bySqueezed.set(key, [index]);
  });
  return { written: text.normalize('NFKC'), words, bySqueezed, masked };
}

function matchesWords(text: PreparedText, words: readonly string[]): boolean {
  const [first] = words;
  if (first === undefined) return false;
  const starts = [...(text.bySqueezed.get(squeeze(first)) ?? []), ...text.masked];
  const phraseAt = (start: number) =>
    words.every((word, offset) => {
      const seen = text.words[start + offset];
      return seen !== undefined && wordsMatch(word, seen);
    });
  if (starts.some(phraseAt)) return true;
  // A phrase spelled out letter by letter ('k i l l  y o u') arrives as one joined word.
  if (words.length > 1) {
    const joined = words.join('');
    const candidates = [...(text.bySqueezed.get(squeeze(joined)) ?? []), ...text.masked];
    return candidates.some((index) => wordsMatch(joined, text.words[index] ?? ''));
  }
  return false;
}

function matchesRegex(text: PreparedText, regex: RegExp): boolean {
  const { written } = text;
  const step = REGEX_PIECE_CHARS - REGEX_PIECE_OVERLAP;
  for (let start = 0; start < written.length || start === 0; start += step) {
    regex.lastIndex = 0;
    if (regex.test(written.slice(start, start + REGEX_PIECE_CHARS))) return true;
    if (start + REGEX_PIECE_CHARS >= written.length) break;
  }
  return false;
}

export function blockPatternMatches(pattern: BlockPattern, text: PreparedText): boolean {
  return pattern.kind === 'words'
    ? matchesWords(text, pattern.words)
    : matchesRegex(text, pattern.regex);
}

/** The pattern's comparison key for duplicates: words folded, expressions as written. */
export function blockPatternKey(pattern: string): string {
  if (isRegexPattern(pattern)) return pattern;
  return normaliseWords(pattern).join(' ');
}
