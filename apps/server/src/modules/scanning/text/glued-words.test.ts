import { describe, expect, it } from 'vitest';
import { gluedReader } from './glued-words';
import { canonicalTokens } from './canonical-words';
import { GLUED_VOCABULARY, gluedParts, rulesGluedParts } from './scan-text';

describe('glued words (decision 0204)', () => {
  it('reads a run of known words apart when one of them names a group or an attack', () => {
    expect(gluedParts('hatewomen')).toEqual(['hate', 'women']);
    expect(gluedParts('aredisgusting')).toEqual(['are', 'disgusting']);
    expect(gluedParts('womenare')).toEqual(['women', 'are']);
    expect(gluedParts('wilkil')).toEqual(['wil', 'kil']);
    expect(gluedParts('gaypeople')).toEqual(['gay', 'people']);
  });

  it('reads short runs, and runs held together by the words an attack is linked with', () => {
    // Five letters, and the short words written as tokens are ("al" for "all").
    expect(gluedParts('ihate')).toEqual(['i', 'hate']);
    expect(gluedParts('areal')).toEqual(['are', 'al']);
    expect(gluedParts('alwomen')).toEqual(['al', 'women']);
    expect(gluedParts('makeme')).toEqual(['make', 'me']);
    expect(gluedParts('aretrash')).toEqual(['are', 'trash']);
    expect(gluedParts('bedeported')).toEqual(['be', 'deported']);
  });

  it('leaves English words, harmless runs and words it knows as they are', () => {
    for (const word of [
      'therapist',
      'therapists',
      'psychotherapist',
      'manslaughter',
      'hateful',
      'blackout',
      'transform',
      'policewoman',
      'shotgun',
      'disgusting',
      'helloworld',
      'password',
      'username',
      'already',
      'together',
      'another',
      'https',
      'abcdefghijklmnopqrstuvwxyzabcdefghij',
    ]) {
      expect(gluedParts(word), word).toBeNull();
    }
  });

  it('knows those English words only from its list: without it they would be read apart', () => {
    const unguarded = gluedReader(GLUED_VOCABULARY, new Set());
    expect(unguarded('therapists')).toEqual(['the', 'rapists']);
    expect(unguarded('hateful')).not.toBeNull();
  });
});

describe("rulesGluedParts (the rules' own reading, decision 0216)", () => {
  const read = (word: string): string | null => {
    const [canonical = ''] = canonicalTokens(word).words;
    return rulesGluedParts(canonical)?.join(' ') ?? null;
  };

  it("reads any glued run apart into the rules' words", () => {
    expect(read('anyrights')).toBe('any rights');
    expect(read('belonghere')).toBe('belong here');
    expect(read('ifwomen')).toBe('if women');
    // Two words that share a letter were collapsed into one: "about trans" is "aboutrans".
    expect(read('abouttrans')).toBe('about trans');
  });

  it('leaves English words and short words that score alone as they are', () => {
    for (const word of ['another', 'therapist', 'somewhere', 'conman']) {
      expect(read(word), word).toBeNull();
    }
  });
});
