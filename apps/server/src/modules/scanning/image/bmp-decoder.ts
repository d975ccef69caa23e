/**
 * A small BMP reader. The plugin API accepts image/bmp, but sharp (libvips without
 * ImageMagick) cannot decode it, so the image scanner reads the uncompressed variants itself:
 * 1, 4 and 8 bits with a palette, 16 and 32 bits (plain or with bit-field masks) and 24 bits.
 * Run-length compressed BMPs are rare and refused rather than half-read.
 */

export interface RgbImage {
  width: number;
  height: number;
  /** width × height × 3 bytes, rows top to bottom. */
  data: Buffer;
}

export class BmpError extends Error {}

const FILE_HEADER_BYTES = 14;
const CORE_HEADER_BYTES = 12;
const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

interface Masks {
  red: number;
  green: number;
  blue: number;
}

export function isBmp(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x42 && bytes[1] === 0x4d;
}

/** Reads one channel out of a packed pixel through its mask, scaled to 0..255. */
function channel(pixel: number, mask: number): number {
  if (mask === 0) return 0;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift += 1;
  const max = mask >>> shift;
  return Math.round((((pixel & mask) >>> shift) * 255) / max);
}

/** Decodes a BMP; throws BmpError for anything malformed, truncated or unsupported. */
export function decodeBmp(bytes: Buffer, maxPixels: number): RgbImage {
  if (!isBmp(bytes) || bytes.length < FILE_HEADER_BYTES + CORE_HEADER_BYTES) {
    throw new BmpError('not a BMP file');
  }
  const pixelOffset = bytes.readUInt32LE(10);
  const headerSize = bytes.readUInt32LE(14);
  const core = headerSize === CORE_HEADER_BYTES;
  if (!core && (headerSize < 40 || bytes.length < FILE_HEADER_BYTES + headerSize)) {
    throw new BmpError('unknown BMP header');
  }
  const width = core ? bytes.readUInt16LE(18) : bytes.readInt32LE(18);
  const rawHeight = core ? bytes.readInt16LE(20) : bytes.readInt32LE(22);
  const bitsPerPixel = core ? bytes.readUInt16LE(24) : bytes.readUInt16LE(28);
  const compression = core ? BI_RGB : bytes.readUInt32LE(30);
  const topDown = rawHeight < 0;
  const height = Math.abs(rawHeight);
  if (width <= 0 || height <= 0) throw new BmpError('empty BMP');
  if (width * height > maxPixels) throw new BmpError('BMP too large');

  const bitFields = compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS;
  if (compression !== BI_RGB && !(bitFields && (bitsPerPixel === 16 || bitsPerPixel === 32))) {
    throw new BmpError('compressed BMP');
  }
  let masks: Masks | undefined;
  if (bitsPerPixel === 16 || bitsPerPixel === 32) {
    masks =
      bitsPerPixel === 16
        ? { red: 0x7c00, green: 0x03e0, blue: 0x001f }
        : { red: 0xff0000, green: 0x00ff00, blue: 0x0000ff };
    if (bitFields) {
      // Masks sit inside V4/V5 headers, or right after a 40-byte header.
      const at = FILE_HEADER_BYTES + 40;
      if (bytes.length < at + 12) throw new BmpError('truncated BMP');
      masks = {
        red: bytes.readUInt32LE(at),
        green: bytes.readUInt32LE(at + 4),
        blue: bytes.readUInt32LE(at + 8),
      };
    }
  } else if (![1, 4, 8, 24].includes(bitsPerPixel)) {
    throw new BmpError('unsupported BMP depth');
  }

  let palette: Buffer | undefined;
  let paletteEntryBytes = 4;
  if (bitsPerPixel <= 8) {
    paletteEntryBytes = core ? 3 : 4;
    const maskBytes = bitFields && headerSize === 40 ? 12 : 0;
    const paletteStart = FILE_HEADER_BYTES + headerSize + maskBytes;
    const used = core ? 0 : bytes.readUInt32LE(46);
    const entries = used > 0 ? Math.min(used, 1 << bitsPerPixel) : 1 << bitsPerPixel;
    const paletteEnd = Math.min(paletteStart + entries * paletteEntryBytes, pixelOffset);
    if (paletteEnd > bytes.length) throw new BmpError('truncated BMP');
    palette = bytes.subarray(paletteStart, paletteEnd);
  }

  const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
  if (pixelOffset + rowBytes * height > bytes.length) throw new BmpError('truncated BMP');

  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const row = pixelOffset + (topDown ? y : height - 1 - y) * rowBytes;
    for (let x = 0; x < width; x += 1) {
      const target = (y * width + x) * 3;
      if (palette) {
        const bitOffset = x * bitsPerPixel;
        const byte = bytes[row + (bitOffset >> 3)] ?? 0;
        const index = (byte >> (8 - bitsPerPixel - (bitOffset & 7))) & ((1 << bitsPerPixel) - 1);
        const entry = index * paletteEntryBytes;
        // Palette entries are blue, green, red (and a spare byte).
        out[target] = palette[entry + 2] ?? 0;
        out[target + 1] = palette[entry + 1] ?? 0;
        out[target + 2] = palette[entry] ?? 0;
      } else if (masks) {
        const pixel =
          bitsPerPixel === 16 ? bytes.readUInt16LE(row + x * 2) : bytes.readUInt32LE(row + x * 4);
        out[target] = channel(pixel, masks.red);
        out[target + 1] = channel(pixel, masks.green);
        out[target + 2] = channel(pixel, masks.blue);
      } else {
        const at = row + x * 3;
        out[target] = bytes[at + 2] ?? 0;
        out[target + 1] = bytes[at + 1] ?? 0;
        out[target + 2] = bytes[at] ?? 0;
      }
    }
  }
  return { width, height, data: out };
}
