import { foldCharacters } from './character-folding';

/**
 * '¡' read as the 'i' it resembles ("¡diot"). Not a letter, so not part of the shared
 * character folding: block rules keep it as punctuation, as in Spanish "¡Hola!".
 */
const INVERTED_EXCLAMATION = /\u00a1/g;

// "I'll" and "I'd" must not become "ill" and "id"; the rest is expanded for the same rules.
const CONTRACTION = /\b(\p{L}+)'(ll|d|re|ve|m)\b/gu;
/** "'s" is "is" only after these; elsewhere it is a possessive ("John's"). */
const IS_CONTRACTION = /\b(there|that|it|he|she|what|who|where|here|how|everyone|nobody|this)'s\b/g;
const CONTRACTION_ENDINGS: Readonly<Record<string, string>> = {
  ll: 'will',
  d: 'would',
  re: 'are',
  ve: 'have',
  m: 'am',
};

function expandContraction(stem: string, ending: string): string {
  return `${stem} ${CONTRACTION_ENDINGS[ending] ?? ending}`;
}

/**
 * Folds text to lower-case Latin so disguised words read as they look: characters folded
 * (character-folding.ts: NFKC, invisible characters removed, accents stripped, look-alike
 * letters mapped), '¡' read as 'i', typographic quotes straightened and apostrophes inside
 * words dropped ("don't" → "dont", "you’re" → "youre").
 */
export function foldText(text: string): string {
  return foldCharacters(text)
    .replace(INVERTED_EXCLAMATION, 'i')
    .replace(/[\u2018\u2019\u201a\u201b\u2032\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(CONTRACTION, (_match, stem: string, ending: string) => expandContraction(stem, ending))
    .replace(IS_CONTRACTION, '$1 is')
    .replace(/\blet's\b/g, 'let us')
    .replace(/(\p{L})'(?=\p{L})/gu, '$1');
}
