/**
 * The media type of submitted bytes, read from their first bytes (magic numbers), never from
 * what the plugin claims: the scanners and the console trust this type. Containers that carry
 * either sound or pictures (MP4, WebM, Ogg) are named for the content type submitted.
 */
export type MediaKind = 'image' | 'video' | 'audio';

const ascii = (bytes: Buffer, start: number, text: string): boolean =>
  bytes.length >= start + text.length &&
  bytes.subarray(start, start + text.length).toString('latin1') === text;

const startsWith = (bytes: Buffer, prefix: readonly number[]): boolean =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

/** ISO base media (MP4, QuickTime): an `ftyp` box first, or a bare QuickTime atom. */
function isoBaseMedia(bytes: Buffer, kind: MediaKind): string | undefined {
  if (ascii(bytes, 4, 'ftyp')) {
    if (kind === 'audio') return 'audio/mp4';
    return ascii(bytes, 8, 'qt  ') ? 'video/quicktime' : 'video/mp4';
  }
  if (kind === 'video' && ['moov', 'mdat', 'wide', 'free'].some((atom) => ascii(bytes, 4, atom))) {
    return 'video/quicktime';
  }
  return undefined;
}

/** "BM" alone is too common a start; the DIB header that follows has one of a few sizes. */
const DIB_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);
function isBitmap(bytes: Buffer): boolean {
  return (
    ascii(bytes, 0, 'BM') && bytes.length >= 18 && DIB_HEADER_SIZES.has(bytes.readUInt32LE(14))
  );
}

/** MPEG audio frames and AAC (ADTS) both start with an 11/12-bit sync word. */
function mpegAudio(bytes: Buffer): string | undefined {
  if (ascii(bytes, 0, 'ID3')) return 'audio/mpeg';
  const first = bytes[0];
  const second = bytes[1];
  if (first !== 0xff || second === undefined) return undefined;
  if ((second & 0xf6) === 0xf0) return 'audio/aac';
  // Layer bits 00 are reserved for MPEG audio; anything else with the sync is a frame.
  if ((second & 0xe0) === 0xe0 && (second & 0x06) !== 0) return 'audio/mpeg';
  return undefined;
}

export function sniffMediaType(bytes: Buffer, kind: MediaKind): string | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'audio/wav';
  if (isBitmap(bytes)) return 'image/bmp';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    return kind === 'audio' ? 'audio/webm' : 'video/webm';
  }
  if (ascii(bytes, 0, 'OggS')) return kind === 'audio' ? 'audio/ogg' : 'video/ogg';
  if (ascii(bytes, 0, 'fLaC')) return 'audio/flac';
  return isoBaseMedia(bytes, kind) ?? mpegAudio(bytes);
}

/** Names of one format: a declared type agrees with the sniffed one when they share a format. */
const FORMAT_OF: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/x-ms-bmp': 'bmp',
  'video/mp4': 'iso-media',
  'audio/mp4': 'iso-media',
  'audio/x-m4a': 'iso-media',
  'video/quicktime': 'iso-media',
  'video/webm': 'matroska',
  'audio/webm': 'matroska',
  'video/ogg': 'ogg',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mpeg-audio',
  'audio/mp3': 'mpeg-audio',
  'audio/aac': 'aac',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
};

export function sameMediaFormat(declared: string, sniffed: string): boolean {
  const format = FORMAT_OF[declared.toLowerCase()];
  return format !== undefined && format === FORMAT_OF[sniffed];
}
