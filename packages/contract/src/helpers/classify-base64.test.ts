import { describe, expect, it } from 'vitest';
import { TEXT_PREVIEW_LENGTH } from '../constants';
import { classifyBase64 } from './classify-base64';

// The contract has no Node typings; btoa and TextEncoder exist in Node 20 and browsers.
const { btoa, TextEncoder } = globalThis as unknown as {
  btoa(data: string): string;
  TextEncoder: new () => { encode(text: string): Uint8Array };
};

function bytesToBase64(bytes: readonly number[] | Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function textToBase64(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text));
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

/** A signature followed by filler, long enough for every length check. */
function withSignature(signature: readonly number[], length = 32): number[] {
  return [...signature, ...new Array<number>(Math.max(0, length - signature.length)).fill(0)];
}

describe('classifyBase64', () => {
  describe('not-base64', () => {
    it.each([
      ['plain prose with spaces', 'Hello world, this is a comment'],
      ['an empty string', ''],
      ['a length that is not a multiple of 4', 'abcde'],
      ['padding in the middle', 'ab=cdefg'],
      ['three padding characters', 'a==='],
      ['URL-safe alphabet', 'ab-_'],
      ['a line break', 'aGVs\nbG8='],
    ])('%s', (_name, content) => {
      expect(classifyBase64(content)).toEqual({ kind: 'not-base64' });
    });
  });

  describe('invalid', () => {
    it('is a data URI with nothing after the prefix', () => {
      expect(classifyBase64('data:image/png;base64,')).toEqual({
        kind: 'invalid',
        reason: 'empty-data-uri',
      });
    });

    it('is a data URI whose payload breaks the base64 pattern', () => {
      expect(classifyBase64('data:image/png;base64,not base64!')).toEqual({
        kind: 'invalid',
        reason: 'malformed-data-uri',
      });
    });
  });

  describe('binary', () => {
    it.each([
      ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
      ['image/jpeg', [0xff, 0xd8, 0xff, 0xe0]],
      ['image/gif', ascii('GIF89a')],
      ['image/gif', ascii('GIF87a')],
      ['image/webp', [...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP')]],
      ['audio/wav', [...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')]],
      ['image/bmp', [...ascii('BM'), 0x36, 0, 0, 0, 0, 0, 0, 0]],
      ['video/mp4', [0, 0, 0, 0x18, ...ascii('ftypisom')]],
      ['audio/mp4', [0, 0, 0, 0x18, ...ascii('ftypM4A ')]],
      ['video/quicktime', [0, 0, 0, 0x14, ...ascii('ftypqt  ')]],
      ['image/avif', [0, 0, 0, 0x1c, ...ascii('ftypavif')]],
      ['video/webm', [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, ...ascii('webm')]],
      ['video/x-matroska', [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88, ...ascii('matroska')]],
      ['audio/ogg', ascii('OggS')],
      ['audio/flac', ascii('fLaC')],
      ['audio/mpeg', ascii('ID3')],
      ['audio/mpeg', [0xff, 0xfb, 0x90, 0x64]],
      ['audio/aac', [0xff, 0xf1, 0x50, 0x80]],
      ['application/pdf', ascii('%PDF-1.7')],
      ['application/zip', [0x50, 0x4b, 0x03, 0x04]],
    ])('detects %s from its magic bytes', (mimeType, signature) => {
      const base64 = bytesToBase64(withSignature(signature));
      expect(classifyBase64(base64)).toEqual({
        kind: 'binary',
        mimeType,
        base64,
        dataUri: `data:${mimeType};base64,${base64}`,
      });
    });

    it('prefers the magic bytes over a wrong data-URI mime type', () => {
      const base64 = bytesToBase64(withSignature([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const result = classifyBase64(`data:image/jpeg;base64,${base64}`);
      expect(result).toMatchObject({ kind: 'binary', mimeType: 'image/png', base64 });
    });

    it('accepts data-URI parameters and an upper-case prefix', () => {
      const base64 = bytesToBase64(withSignature(ascii('GIF89a')));
      expect(classifyBase64(`DATA:image/gif;name=a.gif;base64,${base64}`)).toMatchObject({
        kind: 'binary',
        mimeType: 'image/gif',
        base64,
      });
    });

    it('detects SVG markup as an image even though it is text', () => {
      const base64 = textToBase64(
        '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>',
      );
      expect(classifyBase64(base64)).toMatchObject({ kind: 'binary', mimeType: 'image/svg+xml' });
    });

    it('falls back to the data-URI mime type for unknown bytes', () => {
      const base64 = bytesToBase64([0x00, 0x01, 0x02, 0xfe, 0xfd, 0xfc]);
      expect(classifyBase64(`data:video/x-flv;base64,${base64}`)).toMatchObject({
        kind: 'binary',
        mimeType: 'video/x-flv',
      });
    });

    it('falls back to application/octet-stream without a data URI', () => {
      // 0xc3 0x28 is an invalid UTF-8 sequence, so this cannot be text.
      const base64 = bytesToBase64([0xc3, 0x28, 0x00, 0x10]);
      expect(classifyBase64(base64)).toMatchObject({
        kind: 'binary',
        mimeType: 'application/octet-stream',
      });
    });

    it('treats valid UTF-8 full of control characters as binary', () => {
      const base64 = bytesToBase64([0x01, 0x02, 0x03, 0x41]);
      expect(classifyBase64(base64)).toMatchObject({
        kind: 'binary',
        mimeType: 'application/octet-stream',
      });
    });

    it('does not trust a text data URI whose bytes are not UTF-8', () => {
      const base64 = bytesToBase64([0xc3, 0x28, 0xa0, 0xa1]);
      expect(classifyBase64(`data:text/plain;base64,${base64}`)).toMatchObject({
        kind: 'binary',
        mimeType: 'application/octet-stream',
      });
    });
  });

  describe('text', () => {
    it('decodes UTF-8 text and returns it whole when it fits the preview', () => {
      const text = 'Grüße — a short comment ✓\n';
      expect(classifyBase64(textToBase64(text))).toEqual({
        kind: 'text',
        text,
        preview: text,
        truncated: false,
      });
    });

    it('cuts the preview at TEXT_PREVIEW_LENGTH characters', () => {
      const text = 'x'.repeat(TEXT_PREVIEW_LENGTH + 20);
      const result = classifyBase64(`data:text/plain;charset=utf-8;base64,${textToBase64(text)}`);
      expect(result).toEqual({
        kind: 'text',
        text,
        preview: 'x'.repeat(TEXT_PREVIEW_LENGTH),
        truncated: true,
      });
    });

    it('does not split an emoji at the preview boundary', () => {
      const text = `${'a'.repeat(TEXT_PREVIEW_LENGTH - 1)}😀tail`;
      const result = classifyBase64(textToBase64(text));
      expect(result.kind).toBe('text');
      if (result.kind === 'text') {
        expect(result.preview.endsWith('😀')).toBe(true);
        expect(Array.from(result.preview)).toHaveLength(TEXT_PREVIEW_LENGTH);
      }
    });

    it('reads a base64-shaped word as whatever it decodes to (spec pattern has no escape)', () => {
      // "TWFu" is the textbook base64 of "Man": the pattern alone cannot tell them apart.
      expect(classifyBase64('TWFu')).toMatchObject({ kind: 'text', text: 'Man' });
    });
  });
});
