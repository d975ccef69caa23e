import { describe, expect, it } from 'vitest';
import { canonicalTokens } from './canonical-words';
import { HOSTILE_WORDS } from './hostile-word-spelling';

const words = (text: string): string => canonicalTokens(text).words.join(' ');

describe('correctHostileWord', () => {
  it('reads a hostile word with two letters swapped, one left out or one added', () => {
    expect(words('disgsuting pathteic parasties')).toBe(words('disgusting pathetic parasites'));
    expect(words('wortheless')).toBe(words('worthless'));
  });

  it('reads a four-letter hostile word, or a verb of hatred, only with two letters swapped', () => {
    expect(words('I haet them, sucm and vlie')).toBe(words('I hate them, scum and vile'));
    // A letter left out of a four-letter word makes other words too often ("hat", "vie").
    expect(words('sum')).toBe('sum');
  });

  it('reads a five-letter hostile word with a letter left out or added', () => {
    expect(words('trsh idot')).toBe(words('trash idiot'));
    // English words among those slips are meant as written (slip-exceptions.ts).
    expect(words('rash')).toBe('rash');
  });

  it('leaves English words one slip from a hostile word as they are', () => {
    for (const word of [
      'laughter',
      'violet',
      'literate',
      'strange',
      'natural',
      'breasts',
      'rational',
      'moral',
      'arts',
      'veil',
      'liar',
      'thug',
    ]) {
      expect(words(word)).toBe(word);
    }
  });

  it('knows the one-word entries of four letters or more of the hostile word sets', () => {
    expect(HOSTILE_WORDS.has(words('disgusting'))).toBe(true);
    expect(HOSTILE_WORDS.has(words('scum'))).toBe(true);
    expect(HOSTILE_WORDS.has(words('hate'))).toBe(true);
    for (const word of HOSTILE_WORDS) expect(word.length).toBeGreaterThanOrEqual(4);
  });
});
