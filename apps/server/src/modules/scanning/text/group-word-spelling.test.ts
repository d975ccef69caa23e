import { describe, expect, it } from 'vitest';
import { canonicalTokens } from './canonical-words';
import { correctGroupWord } from './group-word-spelling';

const words = (text: string): string => canonicalTokens(text).words.join(' ');

describe('correctGroupWord', () => {
  it('reads a group word with two letters swapped, one left out or one added', () => {
    expect(words('Muslmis')).toBe(words('Muslims'));
    expect(words('immigrnts')).toBe(words('immigrants'));
    expect(words('disbaled')).toBe(words('disabled'));
    expect(words('refugeees')).toBe(words('refugees'));
    expect(words('womne')).toBe(words('women'));
    expect(words('trnas')).toBe(words('trans'));
  });

  it('leaves English words one slip from a group word as they are', () => {
    for (const word of [
      'lacks',
      'backs',
      'moron',
      'india',
      'disable',
      'syria',
      'whitest',
      'naive',
    ]) {
      expect(words(word)).toBe(word);
    }
  });

  it('leaves short words and the group words themselves alone', () => {
    expect(correctGroupWord('gya')).toBe('gya');
    expect(correctGroupWord('omen')).toBe('omen');
    expect(correctGroupWord(words('Muslims'))).toBe(words('Muslims'));
  });
});
