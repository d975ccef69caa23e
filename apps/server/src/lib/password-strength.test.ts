import { MESSAGES } from '@vigil/contract';
import { describe, expect, it } from 'vitest';
import {
  assertStrongPassword,
  isStrongPassword,
  passwordScore,
  STRENGTH_CHECK_MAX_LENGTH,
  userInputsOf,
} from './password-strength';

const ada = { name: 'Ada Lovelace', email: 'ada.lovelace@engines.test' };

describe('password strength (zxcvbn-ts, score ≥ 3)', () => {
  it('refuses common and short passwords', () => {
    for (const weak of ['password', 'Password1', 'qwertyuiop', '12345678', 'letmein!', 'abc']) {
      expect(isStrongPassword(weak, ada), weak).toBe(false);
    }
  });

  it('accepts long unrelated passphrases and random strings', () => {
    for (const strong of [
      'correct horse battery staple 42',
      'x7#Qm!v9Lp2$wR',
      'tulip-granite-oboe-1987!',
    ]) {
      expect(isStrongPassword(strong, ada), strong).toBe(true);
    }
  });

  it("judges a password built from the person's own name and email as weak", () => {
    // Unusual words, so only the user inputs (not the dictionaries) can know them.
    const quentin = { name: 'Quentin Zyxwar', email: 'quentin@moorbrook.test' };
    const stranger = { name: 'Bo Smith', email: 'bo@beta.test' };
    expect(isStrongPassword('ZyxwarMoorbrook', stranger)).toBe(true);
    expect(isStrongPassword('ZyxwarMoorbrook', quentin)).toBe(false);
    expect(isStrongPassword('AdaLovelace2026!', { name: 'Bo Smith', email: 'bo@beta.test' })).toBe(
      true,
    );
    expect(isStrongPassword('AdaLovelace2026!', ada)).toBe(false);
    expect(passwordScore('ZyxwarMoorbrook', quentin)).toBeLessThan(
      passwordScore('ZyxwarMoorbrook', stranger),
    );
  });

  it('splits name and email into the words a guesser would try', () => {
    expect(userInputsOf(ada)).toEqual(
      expect.arrayContaining([
        'ada lovelace',
        'adalovelace',
        'ada',
        'lovelace',
        'ada.lovelace@engines.test',
        'engines',
      ]),
    );
  });

  it('answers 422 on password with the spec text', () => {
    expect(() => assertStrongPassword('password', ada)).toThrowError(MESSAGES.weakPassword);
    try {
      assertStrongPassword('password', ada);
    } catch (error) {
      expect(error).toMatchObject({
        statusCode: 422,
        errors: { password: [MESSAGES.weakPassword] },
      });
    }
    expect(() => assertStrongPassword('correct horse battery staple 42', ada)).not.toThrow();
  });

  // Judging the whole 700 KB would take minutes: the timeout is the guard.
  it('judges a bounded prefix, so a huge password answers', { timeout: 20_000 }, () => {
    const huge = 'a'.repeat(STRENGTH_CHECK_MAX_LENGTH) + 'x7#Qm!v9Lp2$wR'.repeat(50_000);
    expect(isStrongPassword(huge, ada)).toBe(false);
  });
});
