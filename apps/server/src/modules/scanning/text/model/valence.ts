import { VALENCE_BANDS } from './valence-words';

export type ValenceBand = keyof typeof VALENCE_BANDS;

let bands: Map<string, ValenceBand> | null = null;

/** The valence band of a canonical word (VADER's lexicon, valence-words.ts), if it has one. */
export function valenceBand(word: string): ValenceBand | undefined {
  bands ??= new Map(
    (Object.entries(VALENCE_BANDS) as [ValenceBand, string][]).flatMap(([band, words]) =>
      words.split(' ').map((entry): [string, ValenceBand] => [entry, band]),
    ),
  );
  return bands.get(word);
}

/** Whether a band is on the negative side. */
export function isBadBand(band: ValenceBand): boolean {
  return band === 'veryNegative' || band === 'negative' || band === 'mildlyNegative';
}
