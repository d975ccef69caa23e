import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';

describe('foldText', () => {
  it('lower-cases and maps full-width and styled letters to ASCII', () => {
    expect(foldText('ＦＵＣＫ')).toBe('fuck');
    expect(foldText('\u{1d41f}\u{1d42e}\u{1d41c}\u{1d424}')).toBe('fuck');
  });

  it('removes zero-width and other invisible characters inside words', () => {
    expect(foldText('k\u200bi\u200cl\u200dl\u2060 y\ufeffo\u00adu')).toBe('kill you');
  });

  it('strips accents and maps look-alike Cyrillic and Greek letters', () => {
    expect(foldText('Fùck yöu')).toBe('fuck you');
    expect(foldText('\u0441\u0430t \u0456d\u0456\u043et')).toBe('cat idiot');
    expect(foldText('f\u03bcck \u0443\u043eu')).toBe('fuck you');
  });

  it('expands contractions before dropping apostrophes, so "I\'ll" never reads as "ill"', () => {
    expect(foldText("I'll kill you")).toBe('i will kill you');
    expect(foldText('I’d rather not, you’re wrong')).toBe('i would rather not, you are wrong');
    expect(foldText("there's more, let's go")).toBe('there is more, let us go');
    expect(foldText("don't, John's car")).toBe('dont, johns car');
  });
});
