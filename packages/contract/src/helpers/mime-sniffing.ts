/**
 * Magic-byte detection of the media a moderator may see inline. Only formats with a
 * distinctive signature are listed: a weak match would show random text as a broken image.
 */

function ascii(bytes: Uint8Array, offset: number, text: string): boolean {
  if (bytes.length < offset + text.length) return false;
  for (let index = 0; index < text.length; index += 1) {
    if (bytes[offset + index] !== text.charCodeAt(index)) return false;
  }
  return true;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function containsAscii(bytes: Uint8Array, text: string, limit: number): boolean {
  const end = Math.min(bytes.length, limit) - text.length;
  for (let offset = 0; offset <= end; offset += 1) {
    if (ascii(bytes, offset, text)) return true;
  }
  return false;
}

/** ISO base media (MP4 family): the `ftyp` box names the brand at offset 8. */
function isoMediaType(bytes: Uint8Array): string | null {
  if (!ascii(bytes, 4, 'ftyp')) return null;
  if (ascii(bytes, 8, 'avif') || ascii(bytes, 8, 'avis')) return 'image/avif';
  if (ascii(bytes, 8, 'heic') || ascii(bytes, 8, 'heix')) return 'image/heic';
  if (ascii(bytes, 8, 'M4A ') || ascii(bytes, 8, 'M4B ')) return 'audio/mp4';
  if (ascii(bytes, 8, 'qt  ')) return 'video/quicktime';
  return 'video/mp4';
}

/** SVG is text, but it is an image to a moderator; sniffed from the decoded markup. */
export function isSvgMarkup(text: string): boolean {
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 1024);
  if (head.startsWith('<svg')) return true;
  return (head.startsWith('<?xml') || head.startsWith('<!DOCTYPE svg')) && head.includes('<svg');
}

/** The mime type of a known binary signature, or null. */
export function sniffMimeType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'audio/wav';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'AVI ')) return 'video/x-msvideo';
  // "BM" alone is too common in text; the header's reserved bytes 6–9 are zero in a real BMP.
  if (ascii(bytes, 0, 'BM') && bytes.length >= 26 && startsWith(bytes.subarray(6), [0, 0, 0, 0])) {
    return 'image/bmp';
  }
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length >= 22) return 'image/x-icon';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return 'image/tiff';
  }
  const isoMedia = isoMediaType(bytes);
  if (isoMedia) return isoMedia;
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    // Matroska and WebM share the EBML header; the DocType says which.
    return containsAscii(bytes, 'webm', 64) ? 'video/webm' : 'video/x-matroska';
  }
  if (ascii(bytes, 0, 'OggS')) return 'audio/ogg';
  if (ascii(bytes, 0, 'fLaC')) return 'audio/flac';
  if (ascii(bytes, 0, 'ID3')) return 'audio/mpeg';
  const first = bytes[0];
  const second = bytes[1];
  if (first === 0xff && second !== undefined) {
    // MPEG audio frame sync: 11 set bits. Layer bits 00 mean AAC (ADTS), otherwise MP3.
    if ((second & 0xf6) === 0xf0) return 'audio/aac';
    if ((second & 0xe0) === 0xe0) return 'audio/mpeg';
  }
  if (ascii(bytes, 0, '%PDF-')) return 'application/pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  if (startsWith(bytes, [0x1f, 0x8b])) return 'application/gzip';
  return null;
}
