import { describe, expect, it } from 'vitest';
import { issuesOf } from '../common/test-issues';
import { MESSAGES } from '../messages';
import { ZConfirmAccountRequestSchema } from './confirm-account';
import { ZLoginRequestSchema } from './login';
import { ZRegisterRequestSchema } from './register';
import { ZRequestPasswordResetRequestSchema } from './request-password-reset';
import { ZResetPasswordRequestSchema } from './reset-password';
import { ZTwoFactorChallengeRequestSchema } from './two-factor-challenge';
import { ZUpdatePasswordRequestSchema } from './update-password';

const registration = {
  name: 'Ada',
  tenant_name: 'Analytical Engines',
  email: 'ada@example.com',
  password: 'correct horse',
  password_confirmation: 'correct horse',
};

describe('sign-in and account requests', () => {
  it('asks for an email on sign-in', () => {
    expect(issuesOf(ZLoginRequestSchema, { email: '', password: 'x' })).toEqual({
      email: [MESSAGES.signInWithoutEmail],
    });
  });

  it('asks for an email on the forgotten-password screen', () => {
    expect(issuesOf(ZRequestPasswordResetRequestSchema, {})).toEqual({
      email: [MESSAGES.signInWithoutEmail],
    });
    expect(issuesOf(ZRequestPasswordResetRequestSchema, { email: 'nope' })).toEqual({
      email: [MESSAGES.invalidEmail],
    });
  });

  it('registers with matching passwords and reports a mismatch on the confirmation', () => {
    expect(ZRegisterRequestSchema.safeParse(registration).success).toBe(true);
    expect(
      issuesOf(ZRegisterRequestSchema, { ...registration, password_confirmation: 'other' }),
    ).toEqual({ password_confirmation: [MESSAGES.passwordMismatch] });
  });

  it('uses the settings wording for a password change mismatch', () => {
    expect(
      issuesOf(ZUpdatePasswordRequestSchema, {
        current_password: 'old',
        password: 'new one',
        password_confirmation: 'new two',
      }),
    ).toEqual({ password_confirmation: [MESSAGES.settingsPasswordMismatch] });
  });

  it('reports a missing token and a password mismatch together', () => {
    expect(
      issuesOf(ZResetPasswordRequestSchema, {
        token: '',
        email: 'ada@example.com',
        password: 'a',
        password_confirmation: 'b',
      }),
    ).toEqual({
      token: [MESSAGES.required('Token')],
      password_confirmation: [MESSAGES.passwordMismatch],
    });
  });

  it('confirms an account with the token alone, or with a matching password pair', () => {
    expect(ZConfirmAccountRequestSchema.safeParse({ token: 't' }).success).toBe(true);
    expect(
      ZConfirmAccountRequestSchema.safeParse({
        token: 't',
        password: 'p',
        password_confirmation: 'p',
      }).success,
    ).toBe(true);
    expect(issuesOf(ZConfirmAccountRequestSchema, { token: 't', password: 'p' })).toEqual({
      password_confirmation: [MESSAGES.passwordMismatch],
    });
  });
});

describe('ZTwoFactorChallengeRequestSchema', () => {
  it('takes a code or a recovery code', () => {
    expect(ZTwoFactorChallengeRequestSchema.parse({ code: '123456' })).toEqual({ code: '123456' });
    expect(ZTwoFactorChallengeRequestSchema.parse({ recovery_code: 'abc-def' })).toEqual({
      recovery_code: 'abc-def',
    });
  });

  it('refuses neither and both', () => {
    const message = [MESSAGES.twoFactorCodeOrRecoveryCode];
    expect(issuesOf(ZTwoFactorChallengeRequestSchema, {})).toEqual({ code: message });
    expect(
      issuesOf(ZTwoFactorChallengeRequestSchema, { code: '123456', recovery_code: 'abc' }),
    ).toEqual({ code: message });
  });

  it('refuses a malformed code with the one-time code message', () => {
    expect(issuesOf(ZTwoFactorChallengeRequestSchema, { code: '12' })).toEqual({
      code: [MESSAGES.invalidOneTimeCode],
    });
  });
});
