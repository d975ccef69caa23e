/**
 * Character folding shared by the text scanner (fold-text.ts, decision 0086) and block-rule
 * matching (rules/text-normaliser.ts, decision 0091): the usual ways of making one word look
 * like another at the level of single characters — styled or full-width letters, invisible
 * characters, accents, look-alike letters from other scripts — are undone the same way for
 * both, so a disguise one of them sees through the other sees through as well.
 */

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
 * few Latin letters NFKD does not take apart (lower case: they are mapped after lower-casing).
 * NFKC already maps full-width and mathematical letters (ｆｕｃｋ, 𝐟𝐮𝐜𝐤) to ASCII.
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
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'g');

/**
 * Text in lower-case Latin letters where a letter was only disguised: NFKC (full-width and
 * styled letters), invisible characters removed, lower case, accents stripped, look-alike
 * letters mapped. Everything else (digits, punctuation, spacing) is left as it is, for each
 * reader to interpret in its own way.
 */
export function foldCharacters(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC')
    .replace(LOOK_ALIKE, (letter) => LOOK_ALIKES[letter] ?? letter);
}
