import { describe, expect, it } from 'vitest';
import { findObscenities } from './obscenity-terms';

const terms = (text: string, original = text): string[] =>
  findObscenities(text.toLowerCase(), original).map((hit) => hit.term);

describe('findObscenities', () => {
  it('finds swearing through obscenity’s own transformations', () => {
    expect(terms('fuuuuck this sh1t')).toEqual(['fuck', 'shit']);
    expect(terms('motherfucking clusterfuck')).toEqual(['fuck', 'fuck']);
  });

  it('leaves the words obscenity matches inside other words', () => {
    for (const text of [
      'cumin and rapeseed oil',
      'magna cum laude',
      'the Negro Leagues',
      'pussy willow in the garden',
      'tit for tat',
      'a chink in the armour',
      'flame retardant',
      'Pissarro painted it',
      'the cockpit was small',
    ]) {
      expect(terms(text), text).toEqual([]);
    }
  });

  it('treats name-like words as names only when capitalised beside another capital', () => {
    expect(terms('Alan Cumming was brilliant')).toEqual([]);
    expect(terms("Dick's Sporting Goods")).toEqual([]);
    expect(terms('what a dick')).toEqual(['dick']);
    expect(terms('Dick move, man')).toEqual(['dick']);
  });

  it('maps slurs to hate, not profanity', () => {
    const [hit] = findObscenities('n1gg3r');
    expect(hit?.weights).toEqual({ 'text-hate': 95 });
  });
});
