import { describe, expect, it } from 'vitest';
import { canonicalTokens } from '../canonical-words';
import { modelWords } from '../scan-text';
import { clauseMarks, deniesOnlyBadWords } from './clauses';

const read = (text: string): string[] => modelWords(canonicalTokens(text));

/** The words of a text a mark is set on. */
function marked(text: string, mark: 'denied' | 'reported' | 'received'): string[] {
  const words = read(text);
  const marks = clauseMarks(words, words.length);
  return words.filter((_, index) => marks[mark][index] === 1);
}

const denies = (text: string): boolean => {
  const words = read(text);
  return deniesOnlyBadWords(words, clauseMarks(words, words.length));
};

describe('clauseMarks', () => {
  it('reads the words after a negator as denied, to the end of the clause', () => {
    expect(marked('I do not think they are lazy but they are loud', 'denied')).toEqual([
      'think',
      'they',
      'are',
      'lazy',
    ]);
    // A new sentence starts a new clause.
    expect(marked('Not me. They are lazy.', 'denied')).toEqual(['me']);
  });

  it('does not read a stressing negator or a question as a denial', () => {
    expect(marked('they are nothing but thieves', 'denied')).toEqual([]);
    expect(marked('immigrants are no different from rats', 'denied')).toEqual([]);
    expect(marked("aren't they just lazy", 'denied')).toEqual([]);
  });

  it('reads what follows a reporting or disputing word as reported', () => {
    expect(marked('the myth that women are weak', 'reported')).toEqual([
      'that',
      'women',
      'are',
      'weak',
    ]);
  });

  it('reads what follows a participle of treatment as done to someone', () => {
    expect(marked('Immigrants are never given a fair chance', 'received')).toEqual([
      'a',
      'fair',
      'chance',
    ]);
  });

  it('numbers the sentences and knows which name a group', () => {
    const words = read('Nice day. Muslims live here.');
    const marks = clauseMarks(words, words.length);
    expect([...marks.groupSentences]).toEqual([1]);
    expect(marks.sentence[words.indexOf('nice')]).toBe(0);
  });
});

describe('deniesOnlyBadWords', () => {
  it('is true when every bad word about a group is denied and no good one is', () => {
    expect(denies('Gay people are not disgusting.')).toBe(true);
    expect(denies("I don't think immigrants are dangerous.")).toBe(true);
    // The lexicons' hostile words count as bad words too.
    expect(denies('Immigrants are not a plague on this country.')).toBe(true);
  });

  it('is false for a claim made outright, a good word denied, or no group named', () => {
    expect(denies('Gay people are disgusting.')).toBe(false);
    expect(denies('Immigrants are not welcome and they are dangerous.')).toBe(false);
    expect(denies('Women are not intelligent.')).toBe(false);
    expect(denies('Refugees are nothing but criminals.')).toBe(false);
    expect(denies('The food is not disgusting.')).toBe(false);
    expect(denies('Muslims live here.')).toBe(false);
  });
});
