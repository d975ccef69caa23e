/**
 * Characters that render as nothing (zero-width space/joiners, word joiner, BOM, soft
 * hyphen, Hangul fillers, …): inserted inside a word to slip it past filters. Invisible
 * combining marks (variation selectors, the grapheme joiner) go with the accents below.
 */
const INVISIBLE =
  /[\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0]/g;
const COMBINING_MARKS = /\p{M}+/gu;

/**
 * Letters from other scripts that look like Latin ones (Cyrillic "аss", Greek "fμck") and a
 * few Latin letters NFKD does not take apart. NFKC already maps full-width and mathematical
 * letters (ｆｕｃｋ, 𝐟𝐮𝐜𝐤) to ASCII.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  һ: 'h',
  ɡ: 'g',
  ɑ: 'a',
  ο: 'o',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  μ: 'u',
  ı: 'i',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ƒ: 'f',
  '¡': 'i',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'g');

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
 * Folds text to lower-case Latin so disguised words read as they look: NFKC (full-width and
 * styled letters), invisible characters removed, accents stripped, look-alike letters
 * mapped, typographic quotes straightened and apostrophes inside words dropped ("don't" →
 * "dont", "you’re" → "youre").
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC')
    .replace(LOOK_ALIKE, (letter) => LOOK_ALIKES[letter] ?? letter)
    .replace(/[\u2018\u2019\u201a\u201b\u2032\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(CONTRACTION, (_match, stem: string, ending: string) => expandContraction(stem, ending))
    .replace(IS_CONTRACTION, '$1 is')
    .replace(/\blet's\b/g, 'let us')
    .replace(/(\p{L})'(?=\p{L})/gu, '$1');
}
