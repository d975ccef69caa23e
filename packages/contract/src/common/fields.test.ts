import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ZOneTimeCodeSchema, zEmail, zPassword, zRequiredText } from './fields';
import { issuesOf } from './test-issues';

describe('zRequiredText', () => {
  const schema = z.object({ name: zRequiredText('Name') });

  it('trims the value', () => {
    expect(schema.parse({ name: '  Ada  ' })).toEqual({ name: 'Ada' });
  });

  it.each([{}, { name: '' }, { name: '   ' }, { name: 42 }])(
    'says "Name is required" for %j',
    (input) => {
      expect(issuesOf(schema, input)).toEqual({ name: ['Name is required'] });
    },
  );
});

describe('zEmail', () => {
  const schema = z.object({ email: zEmail() });

  it('accepts and trims an address', () => {
    expect(schema.parse({ email: ' ada@example.com ' })).toEqual({ email: 'ada@example.com' });
  });

  it('says required when missing and invalid when malformed', () => {
    expect(issuesOf(schema, {})).toEqual({ email: [MESSAGES.required('Email')] });
    expect(issuesOf(schema, { email: 'ada@' })).toEqual({ email: [MESSAGES.invalidEmail] });
  });
});

describe('zPassword', () => {
  it('keeps spaces, which may be part of a password', () => {
    expect(zPassword().parse(' pass word ')).toBe(' pass word ');
  });

  it('requires a value', () => {
    expect(issuesOf(z.object({ password: zPassword() }), { password: '' })).toEqual({
      password: ['Password is required'],
    });
  });
});

describe('ZOneTimeCodeSchema', () => {
  it('accepts six digits, trimmed', () => {
    expect(ZOneTimeCodeSchema.parse(' 012345 ')).toBe('012345');
  });

  it.each(['12345', '1234567', '12a456', '', undefined, 123456])('refuses %j', (code) => {
    expect(ZOneTimeCodeSchema.safeParse(code).error?.issues[0]?.message).toBe(
      MESSAGES.invalidOneTimeCode,
    );
  });
});
