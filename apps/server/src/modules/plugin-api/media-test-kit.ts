/**
 * The first bytes of each accepted media format, padded to a given size: enough for the
 * sniffer, which reads only magic numbers (the scanners decode real files; these are for the
 * plugin API's checks). Used by tests only.
 */
const pad = (head: Buffer, size: number): Buffer =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);

const riff = (form: string) =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from(form)]);

const ftyp = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftyp'), Buffer.from(brand)]);

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const bitmapHeader = Buffer.alloc(18);
bitmapHeader.write('BM', 0, 'latin1');
bitmapHeader.writeUInt32LE(40, 14);

export const MEDIA_HEADS = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  png: TINY_PNG,
  gif: Buffer.from('GIF89a'),
  webp: riff('WEBP'),
  bmp: bitmapHeader,
  wav: riff('WAVE'),
  mp4: ftyp('isom'),
  quicktime: ftyp('qt  '),
  m4a: ftyp('M4A '),
  webm: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]),
  ogg: Buffer.from('OggS\0'),
  flac: Buffer.from('fLaC'),
  mp3: Buffer.from('ID3\x04\0'),
  mp3Frame: Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  aac: Buffer.from([0xff, 0xf1, 0x50, 0x80]),
  text: Buffer.from('Just words, not media.'),
} as const;

export function mediaSample(format: keyof typeof MEDIA_HEADS, size = 64): Buffer {
  return pad(MEDIA_HEADS[format], size);
}
