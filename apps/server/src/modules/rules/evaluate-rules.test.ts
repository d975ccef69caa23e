import { describe, expect, it } from 'vitest';
import { parseBlockPattern } from './block-pattern';
import { evaluateRules, type RuleToEvaluate } from './evaluate-rules';
import { isUnsafeRegex } from './regex-safety';
import { normaliseWords } from './text-normaliser';

const block = (id: string, pattern: string, action = 'MODERATE'): RuleToEvaluate => ({
  id,
  kind: 'block',
  pattern,
  action,
});
const trust = (id: string, pattern: string): RuleToEvaluate => ({
  id,
  kind: 'trust',
  pattern,
  action: 'CLEAN',
});
const verdict = (rules: RuleToEvaluate[], text: string, username = 'someone') =>
  evaluateRules(rules, { username, texts: [text] });

describe('block words', () => {
  const rules = [block('r1', 'shit'), block('r2', 'kill yourself', 'AUTO_UNPUBLISHED')];

  it.each([
    ['This is shit.', 'r1'],
    ['SHIT happens', 'r1'],
    ['sh1t', 'r1'],
    ['sh!t and more', 'r1'],
    ['$hit', 'r1'],
    ['s h i t', 'r1'],
    ['s.h.i.t', 'r1'],
    ['shiiiiit', 'r1'],
    ['sh*t', 'r1'],
    ['ｓｈｉｔ (full width)', 'r1'],
    ['ѕһit with look-alikes', 'r1'],
    ['šhít with accents', 'r1'],
    ['sh\u200bi\u00adt with invisible characters', 'r1'],
    ['just kill yourself now', 'r2'],
    ['k i l l   y o u r s e l f', 'r2'],
    ['KILL   YOURSELF', 'r2'],
  ])('%s → rule %s', (text, id) => {
    expect(verdict(rules, text)?.ruleId).toBe(id);
  });

  it.each([
    'shitake mushrooms',
    'push it real good',
    'a bullshit detector',
    'she hit the ball',
    'kill the process yourself',
    'shift',
    '',
  ])('leaves %j alone (whole words only)', (text) => {
    expect(verdict(rules, text)).toBeUndefined();
  });

  it('needs at least as many repeated letters as the word has', () => {
    const ass = [block('a', 'ass')];
    expect(verdict(ass, 'as simple as that')).toBeUndefined();
    expect(verdict(ass, 'what an a$$')?.ruleId).toBe('a');
    expect(verdict(ass, 'asssss')?.ruleId).toBe('a');
    expect(verdict([block('h', 'hell')], 'go to he11')?.ruleId).toBe('h');
  });

  it('lets masks stand for letters but not a word of masks alone', () => {
    const rules = [block('f', 'fuck')];
    expect(verdict(rules, 'what the f**k')?.ruleId).toBe('f');
    expect(verdict(rules, 'what the f*ck')?.ruleId).toBe('f');
    expect(verdict(rules, 'what the ****')).toBeUndefined();
    expect(verdict(rules, 'what the f*****ing')).toBeUndefined();
  });
});

describe('rule precedence', () => {
  it('trusts an author exactly but for case, before any block rule', () => {
    const rules = [block('b', 'spam', 'AUTO_UNPUBLISHED'), trust('t', 'Alice')];
    expect(verdict(rules, 'spam spam', 'alice')).toEqual({ ruleId: 't', status: 'CLEAN' });
    expect(verdict(rules, 'spam spam', ' ALICE ')).toEqual({ ruleId: 't', status: 'CLEAN' });
    // A Cyrillic А is another user, not Alice.
    expect(verdict(rules, 'spam', 'Аlice')).toEqual({ ruleId: 'b', status: 'AUTO_UNPUBLISHED' });
    expect(verdict(rules, 'hello', 'alice2')).toBeUndefined();
  });

  it('prefers unpublishing over moderation, and the oldest rule of the same action', () => {
    const rules = [
      block('m1', 'spam'),
      block('m2', 'eggs'),
      block('u1', 'ham', 'AUTO_UNPUBLISHED'),
      block('u2', '/bacon/', 'AUTO_UNPUBLISHED'),
    ];
    expect(verdict(rules, 'eggs and spam')).toEqual({ ruleId: 'm1', status: 'MODERATE' });
    expect(verdict(rules, 'spam, eggs, bacon and ham')).toEqual({
      ruleId: 'u1',
      status: 'AUTO_UNPUBLISHED',
    });
    expect(verdict(rules, 'spam with baconator')).toEqual({
      ruleId: 'u2',
      status: 'AUTO_UNPUBLISHED',
    });
  });

  it('reads every text given (body and metadata)', () => {
    const rules = [block('m', 'casino')];
    expect(evaluateRules(rules, { username: 'x', texts: ['hi', 'Best CASINO'] })?.ruleId).toBe('m');
  });
});

describe('regular expressions', () => {
  it('matches case-insensitively on the text as written', () => {
    const rules = [block('r', '/buy\\s+cheap\\s+\\w+/')];
    expect(verdict(rules, 'BUY   cheap watches')?.ruleId).toBe('r');
    expect(verdict(rules, 'buy a cheap watch')).toBeUndefined();
  });

  it('finds a match in long text, also across the pieces it is read in', () => {
    const rules = [block('r', '/needle-\\d{3}/')];
    for (const at of [0, 799, 800, 995, 999, 1_790, 50_000]) {
      const text = `${'x'.repeat(at)}needle-123${'y'.repeat(100)}`;
      expect(verdict(rules, text)?.ruleId, `at ${at}`).toBe('r');
    }
  });

  it.each([
    ['/(a+)+$/', 'regex-unsafe'],
    ['/(\\w+\\s?)*x/', 'regex-unsafe'],
    ['/(a|aa)+b/', 'regex-unsafe'],
    ['/((ab)+)+/', 'regex-unsafe'],
    ['/(a*){2,}/', 'regex-unsafe'],
    ['/(?<=x)y/', 'regex-unsafe'],
    ['/(?<!x)y/', 'regex-unsafe'],
    ['/(a)\\1/', 'regex-unsafe'],
    ['/(?<w>a)\\k<w>/', 'regex-unsafe'],
    ['/[a-/', 'regex-invalid'],
    ['/a(/', 'regex-invalid'],
    ['/a*/', 'regex-matches-empty'],
    ['/\\b/', 'regex-matches-empty'],
    ['/x|/', 'regex-matches-empty'],
    ['!!! ???', 'no-words'],
  ])('refuses %s (%s)', (pattern, problem) => {
    expect(parseBlockPattern(pattern)).toEqual({ ok: false, problem });
  });

  it.each(['/(ab)+c/', '/(?:foo|bar) baz/', '/colou?r/', '/[(+*]+x/', '/a{2,5}b/', '/(a|b)?c/'])(
    'accepts %s',
    (pattern) => {
      expect(parseBlockPattern(pattern).ok).toBe(true);
    },
  );

  // A backtracking blow-up on this text takes minutes: the timeout is the guard.
  it('runs an accepted expression on hostile text without blowing up', { timeout: 20_000 }, () => {
    const rules = [block('r', '/\\w+\\s+\\w+!/')];
    expect(verdict(rules, 'a'.repeat(200_000))).toBeUndefined();
  });

  it('checks the syntax with escapes and classes in mind', () => {
    expect(isUnsafeRegex('[(]+\\(+')).toBe(false);
    expect(isUnsafeRegex('\\(a+\\)+')).toBe(false);
    expect(isUnsafeRegex('(a+?)+')).toBe(true);
  });
});

describe('normaliseWords', () => {
  it('joins spaced-out letters and folds disguises', () => {
    expect(normaliseWords('F R E E money!!! Visit n0w')).toEqual(['free', 'money', 'visit', 'now']);
    expect(normaliseWords('hello! world')).toEqual(['heiio', 'worid']);
  });

  it('folds characters as the text scanner does, keeping "¡" as punctuation', () => {
    expect(normaliseWords('ѕкӏ\u200bll ｃœur')).toEqual(['skiii', 'coeur']);
    expect(normaliseWords('¡Hola!')).toEqual(['hoia']);
  });
});

describe('authors sent to review (decision 0181)', () => {
  const review = (id: string, pattern: string): RuleToEvaluate => ({
    id,
    kind: 'review',
    pattern,
    action: 'MODERATE',
  });
  const rules = [
    trust('t1', 'Sam'),
    block('b1', 'casino'),
    block('b2', 'jackpot', 'AUTO_UNPUBLISHED'),
    review('v1', 'sam'),
  ];

  it('outrank their trust, and leave the scan to run', () => {
    expect(verdict(rules, 'Hello', 'SAM')).toEqual({
      ruleId: 'v1',
      status: 'MODERATE',
      scanFirst: true,
    });
    expect(verdict(rules, 'The casino', 'Sam')).toMatchObject({ ruleId: 'v1', scanFirst: true });
  });

  it('yield to a block rule that unpublishes', () => {
    expect(verdict(rules, 'Win the jackpot', 'Sam')).toEqual({
      ruleId: 'b2',
      status: 'AUTO_UNPUBLISHED',
    });
  });

  it('name only their author', () => {
    expect(verdict(rules, 'Hello', 'Samuel')).toBeUndefined();
  });
});
