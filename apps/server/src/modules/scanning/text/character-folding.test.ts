import { describe, expect, it } from 'vitest';
import { foldCharacters } from './character-folding';

describe('foldCharacters', () => {
  it('folds styled, invisible, accented and look-alike letters to lower-case Latin', () => {
    expect(foldCharacters('ＦＵＣＫ \u{1d41f}\u{1d42e}')).toBe('fuck fu');
    expect(foldCharacters('k\u200bi\u00adl\u2060l')).toBe('kill');
    expect(foldCharacters('Šhít \u0455\u04bb\u04cf\u0442 f\u03bcck')).toBe('shit shlt fuck');
    expect(foldCharacters('Straße, cœur, łódź')).toBe('strasse, coeur, lodz');
  });

  it('leaves digits, punctuation and spacing to the reader', () => {
    expect(foldCharacters("sh1t! ¡Hola! don't  f*ck")).toBe("sh1t! ¡hola! don't  f*ck");
  });
});
