import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';
import { canonicalWord, expandWord, MENTION_TOKEN, tokenize } from './tokenize';

const words = (text: string): string[] => tokenize(foldText(text)).words;

describe('tokenize', () => {
  it('collapses repeated letters on every word, keeping all-x words like "xxx"', () => {
    expect(words('stuuuupid idiooooot, killl')).toEqual(['stupid', 'idiot', 'kil']);
    expect(canonicalWord('xxxx')).toBe('xxx');
  });

  it('reads leetspeak inside words but leaves numbers alone', () => {
    expect(words('k1ll urs3lf, $hit, b@stard, sh!t!!')).toEqual([
      'kil',
      'urself',
      'shit',
      'bastard',
      'shit',
    ]);
    expect(words('id10t')).toEqual(['idiot']);
    expect(words('call 555 or $100, 2024')).toEqual(['cal', '555', 'or', '100', '2024']);
  });

  it('resolves masked words to what they hide', () => {
    const tokens = tokenize(foldText('f*ck this sh*t, a**hole, f***ing'));
    expect(tokens.words).toEqual(['fuck', 'this', 'shit', 'ashole', 'fucking']);
    expect(tokens.unmasked).toEqual(['fuck', 'shit', 'asshole', 'fucking']);
  });

  it('expands chat spellings and contractions', () => {
    expect(words('ur a loser u r so dumb, kys')).toEqual([
      'your',
      'a',
      'loser',
      'you',
      'are',
      'so',
      'dumb',
      'kil',
      'yourself',
    ]);
    expect(expandWord('gonna')).toEqual(['going', 'to']);
    expect(expandWord('hello')).toBeNull();
  });

  it('marks mentions, and a row of symbols as a grawlix', () => {
    expect(words('@sam_k you $#!%')).toEqual([MENTION_TOKEN, 'you', 'grawlix']);
  });

  it('records words spelled letter by letter, and hashtags, glued back together', () => {
    const spaced = tokenize(foldText('i will k i l l you'));
    expect(spaced.letterRuns).toEqual([{ start: 2, length: 4, glued: 'kil' }]);
    expect(tokenize(foldText('k.y.s now')).letterRuns[0]?.glued).toBe('kys');
    expect(tokenize(foldText('#KillYourself')).spelledOut).toEqual(['kilyourself']);
  });

  it('keeps prose tokens apart on punctuation and hyphens', () => {
    expect(words('self-harm; anti-gay "quote"')).toEqual(['self', 'harm', 'anti', 'gay', 'quote']);
  });

  it('marks where sentences start: after . ! ? ; and line breaks, never twice in a row', () => {
    expect(tokenize(foldText('Hi there. Who? Me! "Yes." no;\nok\n\nfine')).sentenceStarts).toEqual([
      2, 3, 4, 5, 6, 7,
    ]);
    expect(tokenize(foldText('e.g. this, that and 3.5 more')).sentenceStarts).toEqual([2]);
    expect(tokenize(foldText('one sentence only.')).sentenceStarts).toEqual([3]);
  });
});
