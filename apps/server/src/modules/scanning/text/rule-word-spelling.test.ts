import { describe, expect, it } from 'vitest';
import { canonicalTokens } from './canonical-words';
import { withRuleWordsRead } from './scan-text';
import { slipReader, slipTable, slips } from './word-slips';

const words = (text: string): string => withRuleWordsRead(canonicalTokens(text).words).join(' ');

describe("ruleWordReader (the rules' reading in scan-text.ts)", () => {
  it('reads the ordinary words an attack is made of through a slip', () => {
    expect(words('a problme that must be sovled')).toBe(words('a problem that must be solved'));
    expect(words('they can nveer be trusted')).toBe(words('they can never be trusted'));
    expect(words('it is in the natrue of')).toBe(words('it is in the nature of'));
    expect(words('they dont belnog here')).toBe(words('they dont belong here'));
  });

  it('reads a word that scores alone only with two letters swapped', () => {
    expect(words('you fgaot')).toBe(words('you faggot'));
    expect(words('hehe lmao')).toBe('hehe lmao');
  });

  it('never reads an English word or a word of the rules as another', () => {
    for (const word of ['item', 'spic', 'reddit', 'form', 'there']) {
      expect(words(word)).toBe(canonicalTokens(word).words.join(' '));
    }
  });
});

describe('slipReader', () => {
  it('reads what slipTable lists, without listing the added letters', () => {
    const vocabulary = new Set(['never', 'trusted', 'belong', 'nature', 'were', 'time', 'tame']);
    const table = slipTable(vocabulary, new Set(['item']), 4);
    const reader = slipReader(vocabulary, new Set(['item']), 4);
    const tried = new Set([...vocabulary].flatMap((word) => slips(word)));
    for (const slip of tried) expect(reader(slip), slip).toBe(table.get(slip));
    // "tmie" is a slip of "time" alone; "tiem" of "time" and of nothing else, "item" is English.
    expect(reader('tmie')).toBe('time');
    expect(reader('item')).toBeUndefined();
  });
});
