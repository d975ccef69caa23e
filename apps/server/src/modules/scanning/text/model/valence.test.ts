import { describe, expect, it } from 'vitest';
import { canonicalLexiconWord } from '../tokenize';
import { isBadBand, valenceBand } from './valence';

const band = (word: string) => valenceBand(canonicalLexiconWord(word));

describe('valenceBand', () => {
  it("gives VADER's words their band, read as the scanner reads words", () => {
    expect(band('hate')).toBeDefined();
    expect(isBadBand(band('hate') ?? 'positive')).toBe(true);
    expect(isBadBand(band('disgusting') ?? 'positive')).toBe(true);
    expect(band('love')).toBe('positive');
    expect(isBadBand(band('kind') ?? 'veryNegative')).toBe(false);
    // Repeated letters are folded on both sides ("kill" is read as "kil").
    expect(band('kill')).toBe(band('kil'));
  });

  it('gives no band to words without a valence, or to group names', () => {
    expect(band('table')).toBeUndefined();
    expect(band('muslims')).toBeUndefined();
  });
});
