import { describe, expect, it } from 'vitest';
import { findGroupNames, GROUP_NAME_TOKENS, withGroupNames } from './group-names';

const KNOWN = new Set(['muslims', 'the', 'every']);

describe('findGroupNames', () => {
  it('reads demonym-shaped names as a people, other names after every/all as names', () => {
    const names = findGroupNames(
      'Every single Quorthian agrees. Kessarians too. All Zorblats, and people from Zarnovia.',
      KNOWN,
    );
    expect(names.get('quorthian')).toBe(GROUP_NAME_TOKENS.people);
    expect(names.get('kesarians')).toBe(GROUP_NAME_TOKENS.people);
    expect(names.get('zorblats')).toBe(GROUP_NAME_TOKENS.proper);
    expect(names.get('zarnovia')).toBe(GROUP_NAME_TOKENS.place);
  });

  it('leaves lower-case words, known words, days and Title Case text alone', () => {
    expect(findGroupNames('every single player is a legend', KNOWN).size).toBe(0);
    expect(findGroupNames('All Muslims celebrate Eid', KNOWN).size).toBe(0);
    expect(findGroupNames('Every Monday is a plague on my soul', KNOWN).size).toBe(0);
    expect(findGroupNames('All Pigeons Are Vermin And Must Go', KNOWN).size).toBe(0);
  });

  it('after "the", takes only demonyms, and a singular one as a name', () => {
    expect(findGroupNames('The Beatles were great', KNOWN).size).toBe(0);
    expect(findGroupNames('I saw the Velmari', KNOWN).get('velmari')).toBe(
      GROUP_NAME_TOKENS.proper,
    );
    expect(findGroupNames('I saw the Velmaris', KNOWN).get('velmaris')).toBe(
      GROUP_NAME_TOKENS.people,
    );
  });

  it('replaces the names in the words the rules read', () => {
    const names = findGroupNames('All Zorblats are here', KNOWN);
    expect(withGroupNames(['all', 'zorblats', 'are', 'here'], names)).toEqual([
      'all',
      'propername',
      'are',
      'here',
    ]);
  });

  // A super-linear pass over these inputs takes minutes: the timeout is the guard (speed is
  // measured in bench/text-scanner.bench.ts).
  it('stays linear on pathological input', { timeout: 20_000 }, () => {
    for (const text of [
      'every     '.repeat(25_000),
      'All the the the the Abc '.repeat(10_000),
      'Abcdefghijklmnopqrstuvwxyzans'.repeat(9_000),
    ]) {
      expect(findGroupNames(text, KNOWN)).toBeInstanceOf(Map);
    }
  });
});
