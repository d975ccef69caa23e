import { describe, expect, it } from 'vitest';
import { mediaSample } from './media-test-kit';
import { sameMediaFormat, sniffMediaType } from './media-sniff';

describe('sniffMediaType', () => {
  it.each([
    ['jpeg', 'image', 'image/jpeg'],
    ['png', 'image', 'image/png'],
    ['gif', 'image', 'image/gif'],
    ['webp', 'image', 'image/webp'],
    ['bmp', 'image', 'image/bmp'],
    ['mp4', 'video', 'video/mp4'],
    ['quicktime', 'video', 'video/quicktime'],
    ['webm', 'video', 'video/webm'],
    ['ogg', 'video', 'video/ogg'],
    ['mp4', 'audio', 'audio/mp4'],
    ['m4a', 'audio', 'audio/mp4'],
    ['webm', 'audio', 'audio/webm'],
    ['ogg', 'audio', 'audio/ogg'],
    ['wav', 'audio', 'audio/wav'],
    ['flac', 'audio', 'audio/flac'],
    ['mp3', 'audio', 'audio/mpeg'],
    ['mp3Frame', 'audio', 'audio/mpeg'],
    ['aac', 'audio', 'audio/aac'],
  ] as const)('reads %s sent as %s as %s', (format, kind, expected) => {
    expect(sniffMediaType(mediaSample(format), kind)).toBe(expected);
  });

  it('knows nothing of text, empty input, or a "BM" that is not a bitmap', () => {
    expect(sniffMediaType(mediaSample('text'), 'image')).toBeUndefined();
    expect(sniffMediaType(Buffer.alloc(0), 'image')).toBeUndefined();
    expect(sniffMediaType(Buffer.from('BMW drivers unite, this is text'), 'image')).toBeUndefined();
  });
});

describe('sameMediaFormat', () => {
  it('matches aliases of one format and nothing else', () => {
    expect(sameMediaFormat('image/jpg', 'image/jpeg')).toBe(true);
    expect(sameMediaFormat('audio/x-wav', 'audio/wav')).toBe(true);
    expect(sameMediaFormat('video/quicktime', 'video/mp4')).toBe(true);
    expect(sameMediaFormat('image/png', 'image/jpeg')).toBe(false);
    expect(sameMediaFormat('text/html', 'image/jpeg')).toBe(false);
  });
});
