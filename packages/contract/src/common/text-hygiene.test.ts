import { describe, expect, it } from 'vitest';
import { hasControlCharacters, hasDirectionControls, UNSAFE_TEXT_CHARACTERS } from './text-hygiene';

describe('text hygiene', () => {
  it('finds C0, DEL and C1 controls; line breaks and tabs only outside multi-line text', () => {
    for (const code of [0x00, 0x07, 0x1b, 0x1f, 0x7f, 0x80, 0x9f]) {
      const text = `a${String.fromCodePoint(code)}b`;
      expect(hasControlCharacters(text)).toBe(true);
      expect(hasControlCharacters(text, { multiLine: true })).toBe(true);
    }
    for (const separator of ['\n', '\r', '\t']) {
      expect(hasControlCharacters(`a${separator}b`)).toBe(true);
      expect(hasControlCharacters(`a${separator}b`, { multiLine: true })).toBe(false);
    }
    expect(hasControlCharacters('plain text, ünïcode, 中文')).toBe(false);
  });

  it('finds embeddings, overrides and isolates, not the direction marks', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(hasDirectionControls(`a${String.fromCodePoint(code)}b`)).toBe(true);
    }
    for (const mark of ['\u200e', '\u200f', '\u061c']) {
      expect(hasDirectionControls(`a${mark}b`)).toBe(false);
    }
  });

  it('has one pattern that matches every character either check refuses', () => {
    expect('a\u0000b\u202ec\nd\u2069'.replace(UNSAFE_TEXT_CHARACTERS, '_')).toBe('a_b_c_d_');
  });
});
