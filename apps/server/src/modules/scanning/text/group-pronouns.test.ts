import { describe, expect, it } from 'vitest';
import { GROUP_PRONOUN, groupPronounReader } from './group-pronouns';

const read = groupPronounReader({ group: ['immigrants', 'gay people', 'women'] });
const words = (text: string): string[] => text.split(' ');

describe('groupPronounReader', () => {
  it('reads "they" and "them" after a group as the group, word for word', () => {
    expect(read(words('imigrants are here now they are a plague'))).toEqual(
      words(`imigrants are here now ${GROUP_PRONOUN} are a plague`),
    );
    expect(read(words('i saw gay people and i hate them'))).toEqual(
      words(`i saw gay people and i hate ${GROUP_PRONOUN}`),
    );
  });

  it('reads "these people" and "their kind" after a group as the group too', () => {
    expect(read(words('women moved in these people ruin everything'))).toEqual(
      words(`women moved in ${GROUP_PRONOUN} people ruin everything`),
    );
    expect(read(words('i saw women their kind are everywhere'))).toEqual(
      words(`i saw women ${GROUP_PRONOUN} kind are everywhere`),
    );
    // "Their people" is whom they love, not the group itself.
    const kin = words('women miss their people back home');
    expect(read(kin)).toBe(kin);
  });

  it('follows a chain of pronouns, each one renewing the reach', () => {
    const long =
      'women one two three four five six seven eight nine ten they x y z a b c d e f g h them';
    expect(read(words(long)).filter((word) => word === GROUP_PRONOUN)).toHaveLength(2);
  });

  it('leaves pronouns alone with no group before them, or one too far back', () => {
    const plain = words('they said they would come and bring them along');
    expect(read(plain)).toBe(plain);
    const far = words('women a b c d e f g h i j k l m they');
    expect(read(far)).toBe(far);
    // "people" alone names no group: only the whole phrase "gay people" does.
    const people = words('people came and they left');
    expect(read(people)).toBe(people);
  });
});
