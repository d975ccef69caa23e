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

describe('text hygiene of typed names (decision 0124)', () => {
  const name = z.object({ name: zRequiredText('Name') });
  const description = z.object({ description: zRequiredText('Description', { multiLine: true }) });

  it.each([
    ['NUL', 'Ada\u0000'],
    ['a line feed', 'Ada\nLovelace'],
    ['a carriage return', 'Ada\rLovelace'],
    ['a tab', 'Ada\tLovelace'],
    ['an escape', 'Ada\u001b[31m'],
    ['DEL', 'Ada\u007f'],
    ['a C1 control', 'Ada\u0085Lovelace'],
  ])('refuses %s in a name', (_what, value) => {
    expect(issuesOf(name, { name: value })).toEqual({
      name: [MESSAGES.controlCharacters('Name')],
    });
  });

  it.each([
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ])('refuses the direction control U+%s in a name', (control) => {
    expect(issuesOf(name, { name: `Ada${control}gpj.exe` })).toEqual({
      name: [MESSAGES.directionControls('Name')],
    });
  });

  it('accepts names in any script, with the marks mixed-direction text is written with', () => {
    for (const value of ['Zoë Ångström', 'דוד\u200f 2', 'مرحبا\u061c 3', 'Ada\u200e', '李小龍']) {
      expect(name.parse({ name: value })).toEqual({ name: value });
    }
  });

  it('lets a multi-line text keep its line breaks and tabs, and nothing else', () => {
    const text = 'First line\r\nSecond\tline';
    expect(description.parse({ description: text })).toEqual({ description: text });
    expect(issuesOf(description, { description: 'a\u0000b' })).toEqual({
      description: [MESSAGES.controlCharacters('Description')],
    });
    expect(issuesOf(description, { description: 'a\u202eb' })).toEqual({
      description: [MESSAGES.directionControls('Description')],
    });
  });
});
