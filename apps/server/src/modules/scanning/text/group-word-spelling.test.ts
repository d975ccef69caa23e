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

  it('reads a "1" written for an "l" as the group word, not an English word (decision 0216)', () => {
    expect(words('b1ack disab1ed mus1ims')).toBe(words('black disabled muslims'));
    // "b1ind" reads "bind" before any correction: an English word, left as it is.
    expect(words('b1ind')).toBe('bind');
  });

  it('reads a five-letter group word with a letter left out, either way it is meant', () => {
    expect(words('wmen')).toBe(words('women'));
    expect(words('blck')).toBe(words('black'));
    // One slip from both "women" and "woman": the same group either way.
    expect(['women', 'woman']).toContain(words('womn'));
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
      'omen',
      'bind',
      'whit',
    ]) {
      expect(words(word)).toBe(word);
    }
  });

  it('reads a short group word only with two letters swapped', () => {
    expect(correctGroupWord('gya')).toBe('gay');
    expect(words('jwes')).toBe(words('jews'));
    // A letter left out or added makes other words of short ones ("hat", "jaw").
    expect(correctGroupWord('gaey')).toBe('gaey');
    expect(correctGroupWord('jes')).toBe('jes');
    expect(words('roam')).toBe('roam');
  });

  it('leaves two-letter words and the group words themselves alone', () => {
    expect(correctGroupWord('ga')).toBe('ga');
    expect(correctGroupWord('jew')).toBe('jew');
    expect(correctGroupWord(words('Muslims'))).toBe(words('Muslims'));
  });
});
