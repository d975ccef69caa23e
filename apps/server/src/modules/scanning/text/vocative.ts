import { WORD_SETS } from './lexicons/word-sets';
import type { ScoreSheet } from './score-sheet';

// Single-word insults only: the vocative is one word set off by punctuation.
const NOUNS = (WORD_SETS.insultNoun ?? []).filter((noun) => /^[a-z]+$/.test(noun)).join('|');
const LEAD =
  '(?:you\\s+|u\\s+)?(?:(?:stupid|dumb|fucking|fuckin|little|fat|ugly|pathetic|absolute|complete|total|lying|useless)\\s+){0,2}';

/** "…, moron?" "… you idiot." at the end of a sentence, or "Idiot, …" opening one. */
const AT_END = new RegExp(`[,;:-]\\s*${LEAD}(?:${NOUNS})\\s*[.!?]*\\s*(?:$|\\n)`, 'gm');
const AT_START = new RegExp(`(?:^|\\n|[.!?]\\s+)${LEAD}(?:${NOUNS})\\s*[,!]`, 'g');

/**
 * An insult used to address someone, set off by punctuation: the token rules lose the
 * punctuation, so "Nobody asked, moron" is read here, on the folded text. Weighs like a
 * targeted insult said of someone present.
 */
export function addVocatives(sheet: ScoreSheet, folded: string): void {
  const count = (folded.match(AT_END) ?? []).length + (folded.match(AT_START) ?? []).length;
  if (count > 0) sheet.add({ 'text-harassment': 60 }, 'vocative');
  if (count > 1) sheet.add({ 'text-harassment': 60 }, 'vocative');
}
