import sharp from 'sharp';
import { BmpError, decodeBmp, isBmp } from './bmp-decoder';

/** The model's input: a square RGB image of this many pixels a side. */
export const MODEL_INPUT_SIZE = 224;

/**
 * Larger images are refused before decoding (sharp's own default allows 268 megapixels,
 * about 1 GB of pixels): a small file can claim huge dimensions and exhaust memory.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_UNAVAILABLE_REASONS = {
  unsupported: 'image format not supported (JPEG, PNG, GIF, WebP and BMP are)',
  undecodable: 'image could not be decoded',
  tooLarge: `image is too large to scan (over ${MAX_IMAGE_PIXELS / 1_000_000} megapixels)`,
} as const;

export type DecodedImage =
  | { ok: true; pixels: Buffer }
  | {
      ok: false;
      reason: (typeof IMAGE_UNAVAILABLE_REASONS)[keyof typeof IMAGE_UNAVAILABLE_REASONS];
    };

type Format = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp';

/**
 * The format from the bytes themselves, not from the declared type: a plugin may send a
 * wrong mime, and formats we do not list (SVG can point at other files, TIFF and HEIF are
 * large attack surfaces) must not reach a decoder at all.
 */
export function sniffImageFormat(bytes: Buffer): Format | undefined {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (isBmp(bytes)) return 'bmp';
  return undefined;
}

/**
 * Decodes an image to MODEL_INPUT_SIZE² RGB bytes, the way the model was trained to see it:
 * stretched to the square (nsfwjs resizes the same way), the first frame of an animation,
 * EXIF orientation applied, transparency over white.
 */
export async function decodeForModel(bytes: Buffer): Promise<DecodedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) return { ok: false, reason: IMAGE_UNAVAILABLE_REASONS.unsupported };
  try {
    let image: sharp.Sharp;
    if (format === 'bmp') {
      const bmp = decodeBmp(bytes, MAX_IMAGE_PIXELS);
      image = sharp(bmp.data, { raw: { width: bmp.width, height: bmp.height, channels: 3 } });
    } else {
      const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
      if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
        return { ok: false, reason: IMAGE_UNAVAILABLE_REASONS.tooLarge };
      }
      // 'error' rather than the default 'warning': a slightly damaged file a browser would
      // still show must still be scanned.
      image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', pages: 1 });
      image = image.rotate();
    }
    const { data, info } = await image
      .flatten({ background: '#ffffff' })
      .resize(MODEL_INPUT_SIZE, MODEL_INPUT_SIZE, { fit: 'fill' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3 || data.length !== MODEL_INPUT_SIZE * MODEL_INPUT_SIZE * 3) {
      return { ok: false, reason: IMAGE_UNAVAILABLE_REASONS.undecodable };
    }
    return { ok: true, pixels: data };
  } catch (error) {
    if (error instanceof BmpError && error.message === 'BMP too large') {
      return { ok: false, reason: IMAGE_UNAVAILABLE_REASONS.tooLarge };
    }
    return { ok: false, reason: IMAGE_UNAVAILABLE_REASONS.undecodable };
  }
}
