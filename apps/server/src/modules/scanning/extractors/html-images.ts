import type { MediaInput } from '../scanning-types';
import type { HtmlDocument } from './html-document';

/**
 * A comment with hundreds of inline pictures is scanned for the first few: each costs an
 * image scan, and one offensive picture among them is enough to decide.
 */
export const MAX_EMBEDDED_IMAGES = 10;
/** Larger inline pictures are left out rather than decoded (text is at most 256 KB anyway). */
export const MAX_EMBEDDED_IMAGE_BYTES = 5 * 1024 * 1024;

const DATA_URI = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?((?:;[a-z0-9-]+=[^;,]*)*);base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** Images written inline as base64 data: URIs in <img src>, decoded and checked. */
export function extractEmbeddedImages(doc: HtmlDocument): MediaInput[] {
  const images: MediaInput[] = [];
  for (const src of doc.imageSources) {
    if (images.length >= MAX_EMBEDDED_IMAGES) break;
    const image = decodeImageDataUri(src);
    if (image) images.push(image);
  }
  return images;
}

/**
 * Decodes a `data:image/…;base64,` URI. Returns null for anything that is not a real picture
 * in a format the image scanner reads: bad base64, other media, SVG (a document, not
 * pixels), empty or oversized data. The type is taken from the bytes, not the label.
 */
export function decodeImageDataUri(src: string): MediaInput | null {
  const header = DATA_URI.exec(src);
  if (!header) return null;
  const declared = (header[1] ?? '').toLowerCase();
  if (declared !== '' && !declared.startsWith('image/')) return null;
  const payload = src.slice(header[0].length).replace(/\s+/g, '').replace(/%3D/gi, '=');
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) return null;
  if (Math.floor((payload.length * 3) / 4) > MAX_EMBEDDED_IMAGE_BYTES + 2) return null;
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_EMBEDDED_IMAGE_BYTES) return null;
  const mime = sniffImageType(bytes);
  return mime ? { bytes, mime } : null;
}

/** The raster formats the plugin API accepts (PLUGIN_MEDIA_TYPES.image), by magic number. */
export function sniffImageType(bytes: Buffer): string | null {
  if (
    bytes.length >= 8 &&
    bytes.readUInt32BE(0) === 0x89504e47 &&
    bytes.readUInt32BE(4) === 0x0d0a1a0a
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  const ascii = bytes.subarray(0, 12).toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'image/gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'image/webp';
  if (ascii.startsWith('BM') && bytes.length >= 26) return 'image/bmp';
  return null;
}
