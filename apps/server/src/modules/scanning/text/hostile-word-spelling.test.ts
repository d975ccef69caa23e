import { describe, expect, it } from 'vitest';
import { canonicalTokens } from './canonical-words';
import { HOSTILE_WORDS } from './hostile-word-spelling';

const words = (text: string): string => canonicalTokens(text).words.join(' ');

describe('correctHostileWord', () => {
  it('reads a hostile word with two letters swapped, one left out or one added', () => {
    expect(words('disgsuting pathteic parasties')).toBe(words('disgusting pathetic parasites'));
    expect(words('wortheless')).toBe(words('worthless'));
  });

  it('leaves English words one slip from a hostile word as they are', () => {
    for (const word of ['laughter', 'violet', 'literate', 'strange', 'natural', 'breasts']) {
      expect(words(word)).toBe(word);
    }
  });

  it('knows only the long one-word entries of the hostile word sets', () => {
    expect(HOSTILE_WORDS.has(words('disgusting'))).toBe(true);
    expect(HOSTILE_WORDS.has(words('idiot'))).toBe(false);
    for (const word of HOSTILE_WORDS) expect(word.length).toBeGreaterThanOrEqual(6);
  });
});
