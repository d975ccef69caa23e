import type { Weights } from './text-categories';
import { canonicalLexiconWord } from './tokenize';

/**
 * A lexicon rule: a short pattern over canonical word tokens and what a match weighs.
 *
 * Pattern syntax (slots separated by spaces):
 * - `word` one word; `word*` a word starting so (three letters at least);
 * - `a|b|c` one of several; an alternative may be a phrase joined by `_` (`piece_of_shit`);
 * - `$set` one entry of a named word set (entries may be phrases);
 * - `?slot` an optional slot; `~N` up to N words of anything (N ≤ 9);
 * - `!slot` the next word must not be one of these (consumes nothing): "shoot you !an_email".
 * Matching is on whole tokens, so "class" never matches "ass" and "therapist" never "rapist".
 */
export interface TokenRule {
  pattern: string;
  weights: Weights;
  /**
   * "I would never hurt you": a not/never/no just before (or inside a gap) weakens the match.
   * By default only for abuse (harassment, hate, violence, self-harm): "no strings attached"
   * or "no signup" do not negate the advert that follows.
   */
  negatable?: boolean;
}

export type WordSets = Readonly<Record<string, readonly string[]>>;

type WordMatcher = { prefix: boolean; text: string };
type Entry = WordMatcher[];
interface WordSlot {
  optional: boolean;
  negative: boolean;
  entries: Entry[];
  /** Entries by their first word (exact), so a slot is checked with one lookup … */
  byFirst: Map<string, Entry[]>;
  /** … plus the few entries that start with a prefix matcher. */
  prefixed: Entry[];
}
type Slot = { gap: number } | WordSlot;

interface CompiledRule {
  rule: TokenRule;
  slots: Slot[];
  /** The last start position tried, so a rule indexed under two keys is tried once. */
  triedAt: number;
}

export interface RuleHit {
  rule: TokenRule;
  start: number;
  end: number;
  negated: boolean;
}

/** Words that negate what follows: the rules weaken a match after them, the model marks them. */
export const NEGATORS: ReadonlySet<string> = new Set([
  'not',
  'never',
  'no',
  'nobody',
  'nothing',
  'neither',
  'nor',
  'without',
]);
/**
 * Stands between two sentences in the words the rules read: no word matches it, a gap may
 * swallow it, and a negation before it does not reach past it ("I'm not sure. Muslims are
 * scum." is said, not negated).
 */
export const SENTENCE_MARK = '<s>';

/** "why don't you …" is not a negation but a suggestion. */
const NEGATION_BREAKERS = new Set(['why', 'just']);

function matcher(word: string): WordMatcher {
  if (word.endsWith('*')) {
    const text = canonicalLexiconWord(word.slice(0, -1));
    if (text.length < 3) throw new Error(`Prefix too short in lexicon: ${word}`);
    return { prefix: true, text };
  }
  return { prefix: false, text: canonicalLexiconWord(word) };
}

function entry(phrase: string): Entry {
  return phrase.split(/[_ ]+/).filter(Boolean).map(matcher);
}

function compileSlot(source: string, sets: WordSets): Slot {
  const gap = /^~(\d)$/.exec(source);
  if (gap) return { gap: Number(gap[1]) };
  const optional = source.startsWith('?');
  const negative = source.startsWith('!');
  const entries: Entry[] = [];
  for (const alternative of (optional || negative ? source.slice(1) : source).split('|')) {
    if (alternative.startsWith('$')) {
      const set = sets[alternative.slice(1)];
      if (!set) throw new Error(`Unknown word set in lexicon: ${alternative}`);
      entries.push(...set.map(entry));
    } else {
      entries.push(entry(alternative));
    }
  }
  const byFirst = new Map<string, Entry[]>();
  const prefixed: Entry[] = [];
  for (const candidate of entries) {
    const head = candidate[0];
    if (!head) continue;
    if (head.prefix) {
      prefixed.push(candidate);
      continue;
    }
    const list = byFirst.get(head.text) ?? [];
    list.push(candidate);
    byFirst.set(head.text, list);
  }
  return { optional, negative, entries, byFirst, prefixed };
}

/** The entries of a slot that can start at this word. */
function entriesAt(slot: WordSlot, word: string | undefined): Entry[] {
  if (word === undefined) return [];
  const exact = slot.byFirst.get(word);
  if (slot.prefixed.length === 0) return exact ?? [];
  const prefixed = slot.prefixed.filter(
    (candidate) => candidate[0]?.text && word.startsWith(candidate[0].text),
  );
  return exact ? [...exact, ...prefixed] : prefixed;
}

/** Rules compiled once, indexed by their first word so a scan looks at few rules per token. */
export class RuleMatcher {
  private readonly exact = new Map<string, CompiledRule[]>();
  private readonly prefixed = new Map<string, CompiledRule[]>();
  private readonly all: CompiledRule[] = [];
  /** The most words any rule can span: the window a memoised match depends on. */
  private readonly maxSpan: number;
  /** Reused between attempts: the positions a gap swallowed in the current match. */
  private readonly skipped: number[] = [];
  /** Every literal word in the rules: the vocabulary for splitting glued words ("killyourself"). */
  readonly vocabulary = new Set<string>();
  /** The words a rule matches on their own (slurs, swear words, insults): one-slot rules'. */
  readonly soleWords = new Set<string>();

  constructor(rules: readonly TokenRule[], sets: WordSets) {
    let maxSpan = 1;
    for (const rule of rules) {
      const slots = rule.pattern
        .trim()
        .split(/\s+/)
        .map((slot) => compileSlot(slot, sets));
      const first = slots[0];
      if (!first || 'gap' in first || first.optional || first.negative) {
        throw new Error(`A lexicon rule must start with a required word: ${rule.pattern}`);
      }
      const compiled: CompiledRule = { rule, slots, triedAt: -1 };
      this.all.push(compiled);
      for (const firstEntry of first.entries) {
        const head = firstEntry[0];
        if (!head) continue;
        const index = head.prefix ? this.prefixed : this.exact;
        const key = head.prefix ? head.text.slice(0, 3) : head.text;
        const list = index.get(key) ?? [];
        if (!list.includes(compiled)) list.push(compiled);
        index.set(key, list);
      }
      maxSpan = Math.max(maxSpan, spanOf(slots));
      if (slots.filter((slot) => 'gap' in slot || !slot.negative).length === 1) {
        for (const words of first.entries) {
          const only = words.length === 1 ? words[0] : undefined;
          if (only && !only.prefix) this.soleWords.add(only.text);
        }
      }
      for (const slot of slots) {
        if ('gap' in slot) continue;
        for (const words of slot.entries) {
          for (const word of words) if (!word.prefix) this.vocabulary.add(word.text);
        }
      }
    }
    this.maxSpan = maxSpan;
  }

  /**
   * All matches, at most one per rule and start position, and at most `perRule` per rule:
   * evidence repeated beyond that adds nothing to a score (ScoreSheet) but would cost time.
   */
  findAll(words: readonly string[], perRule = 8): RuleHit[] {
    const hits: RuleHit[] = [];
    const counts = new Map<TokenRule, number>();
    for (const compiled of this.all) compiled.triedAt = -1;
    const memo =
      words.length > MEMO_ABOVE
        ? new Map<string, { rule: TokenRule; length: number; negated: boolean }[]>()
        : null;
    for (let start = 0; start < words.length; start += 1) {
      const word = words[start] ?? '';
      const exact = this.exact.get(word);
      const prefixed = word.length >= 3 ? this.prefixed.get(word.slice(0, 3)) : undefined;
      if (!exact && !prefixed) continue;
      // A long text that repeats itself is matched once per distinct window of words.
      const key = memo ? words.slice(Math.max(0, start - 5), start + this.maxSpan).join(' ') : '';
      const known = memo?.get(key);
      if (known) {
        for (const { rule, length, negated } of known) {
          const count = counts.get(rule) ?? 0;
          if (count >= perRule) continue;
          counts.set(rule, count + 1);
          hits.push({ rule, start, end: start + length, negated });
        }
        continue;
      }
      const before = hits.length;
      if (exact) this.tryAll(exact, words, start, perRule, counts, hits);
      if (prefixed) this.tryAll(prefixed, words, start, perRule, counts, hits);
      memo?.set(
        key,
        hits
          .slice(before)
          .map((hit) => ({ rule: hit.rule, length: hit.end - hit.start, negated: hit.negated })),
      );
    }
    return hits;
  }

  private tryAll(
    rules: readonly CompiledRule[],
    words: readonly string[],
    start: number,
    perRule: number,
    counts: Map<TokenRule, number>,
    hits: RuleHit[],
  ): void {
    for (const compiled of rules) {
      if (compiled.triedAt === start) continue;
      compiled.triedAt = start;
      const count = counts.get(compiled.rule) ?? 0;
      if (count >= perRule) continue;
      this.skipped.length = 0;
      const end = matchSlots(words, compiled.slots, 0, start, this.skipped);
      if (end < 0) continue;
      counts.set(compiled.rule, count + 1);
      hits.push({
        rule: compiled.rule,
        start,
        end,
        negated:
          isNegatable(compiled.rule) &&
          (isNegated(words, start, this.skipped) || isReported(compiled.rule, words, start)),
      });
    }
  }
}

/** Texts longer than this many words memoise matches by window (see findAll). */
const MEMO_ABOVE = 2000;

function spanOf(slots: readonly Slot[]): number {
  let span = 0;
  for (const slot of slots) {
    if ('gap' in slot) span += slot.gap;
    else if (!slot.negative) span += Math.max(0, ...slot.entries.map((entry) => entry.length));
  }
  return span + 1;
}

function matchWord(word: string | undefined, matcher: WordMatcher): boolean {
  if (word === undefined) return false;
  return matcher.prefix ? word.startsWith(matcher.text) : word === matcher.text;
}

function matchEntry(words: readonly string[], at: number, entry: Entry): boolean {
  for (let offset = 0; offset < entry.length; offset += 1) {
    const matcher = entry[offset];
    if (!matcher || !matchWord(words[at + offset], matcher)) return false;
  }
  return true;
}

/** Backtracking over at most a handful of slots; `skipped` collects the words gaps swallowed. */
function matchSlots(
  words: readonly string[],
  slots: readonly Slot[],
  index: number,
  at: number,
  skipped: number[],
): number {
  const slot = slots[index];
  if (!slot) return at;
  if ('gap' in slot) {
    for (let length = 0; length <= slot.gap && at + length <= words.length; length += 1) {
      const end = matchSlots(words, slots, index + 1, at + length, skipped);
      if (end >= 0) {
        for (let position = at; position < at + length; position += 1) skipped.push(position);
        return end;
      }
    }
    return -1;
  }
  const candidates = entriesAt(slot, words[at]);
  if (slot.negative) {
    if (candidates.some((entry) => matchEntry(words, at, entry))) return -1;
    return matchSlots(words, slots, index + 1, at, skipped);
  }
  for (const entry of candidates) {
    if (!matchEntry(words, at, entry)) continue;
    const end = matchSlots(words, slots, index + 1, at + entry.length, skipped);
    if (end >= 0) return end;
  }
  return slot.optional ? matchSlots(words, slots, index + 1, at, skipped) : -1;
}

const NEGATABLE_CATEGORIES = [
  'text-harassment',
  'text-hate',
  'text-violence',
  'text-self-harm',
] as const;

function isNegatable(rule: TokenRule): boolean {
  return (
    rule.negatable ?? NEGATABLE_CATEGORIES.some((category) => rule.weights[category] !== undefined)
  );
}

/** Up to `count` words before `start`, in its sentence. */
function wordsBefore(words: readonly string[], start: number, count: number): string[] {
  const before = words.slice(Math.max(0, start - count), start);
  const mark = before.lastIndexOf(SENTENCE_MARK);
  return mark < 0 ? before : before.slice(mark + 1);
}

/**
 * A question that expects yes asks the opinion it seems to negate: "don't you think …",
 * "wouldn't you agree …", "isn't it obvious …". Not "don't you dare …".
 */
const ASKED_WHO = new Set(['you', 'u', 'we', 'they', 'anyone', 'people']);
const ASKED_OPINION = new Set(['think', 'agree', 'believe', 'find', 'feel', 'reckon', 'see']);
/** "isn't it obvious …", "wouldn't it be better …": asking, not denying. */
const ASKED_WHAT = new Set(['obvious', 'true', 'clear', 'funny', 'strange', 'odd', 'weird', 'be']);

function isAsking(words: readonly string[], at: number): boolean {
  const who = words[at + 1] ?? '';
  const what = words[at + 2] ?? '';
  return (ASKED_WHO.has(who) && ASKED_OPINION.has(what)) || (who === 'it' && ASKED_WHAT.has(what));
}

/**
 * "Nothing but", "nothing more than", "nothing short of" assert what follows: "they are
 * nothing but rats", "… deserve nothing but a bullet".
 */
function asserts(words: readonly string[], at: number): boolean {
  const next = words[at + 1] ?? '';
  return next === 'but' || next === 'short' || (COMPARED.has(next) && words[at + 2] === 'than');
}
const COMPARED = new Set(['more', 'les', 'better', 'other']);

/** A not/never/no at `at` that negates what follows. */
function negates(words: readonly string[], at: number): boolean {
  const word = words[at] ?? '';
  return NEGATORS.has(word) && !(word === 'not' && isAsking(words, at)) && !asserts(words, at);
}

function isNegated(words: readonly string[], start: number, skipped: readonly number[]): boolean {
  const before = wordsBefore(words, start, 5);
  if (before.some((word) => NEGATION_BREAKERS.has(word))) return false;
  // A not/never a gap swallowed counts only in the sentence the match ends in.
  const lastMark = Math.max(-1, ...skipped.filter((at) => words[at] === SENTENCE_MARK));
  const near = Math.max(start - 3, start - before.length);
  for (let at = near; at < start; at += 1) if (negates(words, at)) return true;
  return skipped.some((at) => at > lastMark && negates(words, at));
}

/**
 * Words that report or dispute a statement about a group rather than make it: "saying women
 * are inferior is bigotry", "stop spreading the lie that immigrants are dangerous". Hate only:
 * a threat is no less a threat for "I said" before it.
 */
export const REPORTERS: ReadonlySet<string> = new Set([
  'say',
  'says',
  'said',
  'saying',
  'claim',
  'claims',
  'claimed',
  'claiming',
  'lie',
  'lies',
  'myth',
  'idea',
  'notion',
  'called',
  'calling',
]);

function isReported(rule: TokenRule, words: readonly string[], start: number): boolean {
  if (rule.weights['text-hate'] === undefined) return false;
  return wordsBefore(words, start, 3).some((word) => REPORTERS.has(word));
}

/** Short words that glued text is usually made of ("you are a …"), as tokens spell them ("al"). */
const COMMON = new Set(
  'i a you are is am the to my your me we he she it they them him her and of in on at all go get be do not no so this that was will if'
    .split(' ')
    .map(canonicalLexiconWord),
);

/** How plausible a word is as a piece of glued text: long words, and common short ones. */
function pieceScore(word: string): number {
  if (COMMON.has(word)) return word.length * word.length + 12;
  if (word.length <= 2) return -20;
  return word.length * word.length;
}

/**
 * Two words may share a letter (splitGlued) when both have three letters or more and one has
 * five: two short ones make too many false splits ("consenus" is not "cons sen us").
 */
function sharesPlausibly(before: number, after: number): boolean {
  return before >= 3 && after >= 3 && Math.max(before, after) >= 5;
}

/**
 * Splits a glued run ("kilyourself", "youareafuckingidiot") into known words, two of which
 * may share a letter collapsed with its double ("aboutrans" for "about trans"), choosing the
 * most plausible cover: long words are preferred, but common short words beat a rarer long
 * one ("you are a", not "you area"). Null when the run cannot be covered entirely.
 */
export function splitGlued(glued: string, vocabulary: ReadonlySet<string>): string[] | null {
  if (glued.length > 80) return null;
  const best: ({ score: number; words: string[] } | null)[] = [{ score: 0, words: [] }];
  for (let end = 1; end <= glued.length; end += 1) {
    let choice: { score: number; words: string[] } | null = null;
    for (let start = Math.max(0, end - 20); start < end; start += 1) {
      const word = glued.slice(start, end);
      if (!vocabulary.has(word)) continue;
      // A letter two words share was collapsed with its double ("about trans" is spelt
      // "aboutrans"): a word may also start on the last letter of the one before.
      for (const [prefix, shared] of [
        [best[start], 0],
        [start + 1 < end ? best[start + 1] : null, 1],
      ] as const) {
        const before = prefix?.words.at(-1)?.length ?? 0;
        if (!prefix || (shared && !sharesPlausibly(before, word.length))) continue;
        const score = prefix.score + pieceScore(word) - shared;
        if (!choice || score > choice.score) choice = { score, words: [...prefix.words, word] };
      }
    }
    best.push(choice);
  }
  return best[glued.length]?.words ?? null;
}
