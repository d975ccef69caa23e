import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';
import { RuleMatcher, splitGlued, type TokenRule } from './token-rules';
import { tokenize } from './tokenize';

const SETS = { pet: ['cat', 'dog', 'guinea pig'], verb: ['feed', 'walk'] };
const rule = (pattern: string, negatable?: boolean): TokenRule => ({
  pattern,
  weights: { 'text-harassment': 50 },
  ...(negatable === undefined ? {} : { negatable }),
});
const matches = (pattern: string, text: string): boolean =>
  new RuleMatcher([rule(pattern)], SETS).findAll(tokenize(foldText(text)).words).length > 0;

describe('RuleMatcher patterns', () => {
  it('matches whole words only', () => {
    expect(matches('ass', 'you ass')).toBe(true);
    expect(matches('ass', 'a class assessment by the bassist')).toBe(false);
    expect(matches('rapist', 'my therapist')).toBe(false);
  });

  it('matches prefixes, alternatives and phrases joined by _', () => {
    expect(matches('murder*', 'murderers everywhere')).toBe(true);
    expect(matches('a|b_c', 'then b c')).toBe(true);
    expect(matches('a|b_c', 'then b')).toBe(false);
  });

  it('reads word sets, including phrase entries', () => {
    expect(matches('$verb the $pet', 'walk the guinea pig')).toBe(true);
    expect(matches('$verb the $pet', 'walk the guinea')).toBe(false);
  });

  it('honours optional slots, gaps and negative look-ahead', () => {
    expect(matches('you ?are idiot', 'you idiot')).toBe(true);
    expect(matches('you ?are idiot', 'you are idiot')).toBe(true);
    expect(matches('i ~2 kill you', 'i really will kill you')).toBe(true);
    expect(matches('i ~1 kill you', 'i really really kill you')).toBe(false);
    expect(matches('shoot you !an_email', 'shoot you an email')).toBe(false);
    expect(matches('shoot you !an_email', 'shoot you now')).toBe(true);
  });

  it('marks a match negated by a not/never before it or inside a gap, but not after "why"', () => {
    const matcher = new RuleMatcher([rule('i ~3 hurt you'), rule('kill yourself')], {});
    const negated = (text: string): boolean[] =>
      matcher.findAll(tokenize(foldText(text)).words).map((hit) => hit.negated);
    expect(negated('I would never hurt you')).toEqual([true]);
    expect(negated('I will hurt you')).toEqual([false]);
    expect(negated("why don't you kill yourself")).toEqual([false]);
  });

  it('weakens a hate match that is reported or disputed, and only a hate match', () => {
    const matcher = new RuleMatcher(
      [
        { pattern: 'they are vermin', weights: { 'text-hate': 70 } },
        { pattern: 'i will hurt you', weights: { 'text-violence': 70 } },
      ],
      {},
    );
    const negated = (text: string): boolean[] =>
      matcher.findAll(tokenize(foldText(text)).words).map((hit) => hit.negated);
    expect(negated('saying they are vermin is cruel')).toEqual([true]);
    expect(negated('the lie that they are vermin')).toEqual([true]);
    expect(negated('honestly they are vermin')).toEqual([false]);
    // A threat is no less a threat for being announced.
    expect(negated('I said I will hurt you')).toEqual([false]);
  });

  it('lets a rule opt out of negation', () => {
    const matcher = new RuleMatcher([rule('likes you', false)], {});
    expect(matcher.findAll(tokenize(foldText('nobody likes you')).words)[0]?.negated).toBe(false);
  });

  it('caps the hits per rule', () => {
    const matcher = new RuleMatcher([rule('spam')], {});
    expect(
      matcher.findAll(
        Array.from({ length: 50 }, () => 'spam'),
        5,
      ),
    ).toHaveLength(5);
  });

  it('finds the same matches with and without the memo for long texts', () => {
    const matcher = new RuleMatcher([rule('you ?are idiot'), rule('not ~1 idiot')], {});
    const sentence = 'well you are idiot and not an idiot then'.split(' ');
    const long = Array.from({ length: 400 }, () => sentence).flat();
    const short = matcher.findAll(sentence, 1000);
    const all = matcher.findAll(long, 100_000);
    expect(all).toHaveLength(short.length * 400);
  });

  it('refuses rules that start with an optional slot or name an unknown set', () => {
    expect(() => new RuleMatcher([rule('?maybe word')], {})).toThrow();
    expect(() => new RuleMatcher([rule('$missing')], {})).toThrow();
    expect(() => new RuleMatcher([rule('ab*')], {})).toThrow();
  });
});

describe('splitGlued', () => {
  const vocabulary = new Set([
    'you',
    'are',
    'a',
    'area',
    'fucking',
    'idiot',
    'kil',
    'yourself',
    'your',
    'self',
  ]);

  it('prefers common short words over a rarer long one', () => {
    expect(splitGlued('youareafuckingidiot', vocabulary)).toEqual([
      'you',
      'are',
      'a',
      'fucking',
      'idiot',
    ]);
    expect(splitGlued('kilyourself', vocabulary)).toEqual(['kil', 'yourself']);
  });

  it('gives up when the run cannot be covered', () => {
    expect(splitGlued('youqz', vocabulary)).toBeNull();
  });
});
