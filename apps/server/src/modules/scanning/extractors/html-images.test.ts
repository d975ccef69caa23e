import { describe, expect, it } from 'vitest';
import { parseHtml } from './html-document';
import {
  decodeImageDataUri,
  extractEmbeddedImages,
  MAX_EMBEDDED_IMAGE_BYTES,
  MAX_EMBEDDED_IMAGES,
  sniffImageType,
} from './html-images';

// A real 1×1 PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]).toString(
  'base64',
);

describe('decodeImageDataUri', () => {
  it('decodes a base64 PNG', () => {
    const image = decodeImageDataUri(`data:image/png;base64,${PNG}`);
    expect(image?.mime).toBe('image/png');
    expect(image?.bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('takes the type from the bytes, not from the label', () => {
    expect(decodeImageDataUri(`data:image/png;base64,${JPEG_START}`)?.mime).toBe('image/jpeg');
    expect(decodeImageDataUri(`data:;base64,${PNG}`)?.mime).toBe('image/png');
  });

  it('accepts parameters and line breaks inside the data', () => {
    const wrapped = PNG.replace(/(.{20})/g, '$1\n');
    expect(decodeImageDataUri(`data:image/png;name=a.png;base64,${wrapped}`)?.mime).toBe(
      'image/png',
    );
  });

  it('refuses bad base64, non-images, SVG, text and plain URLs', () => {
    expect(decodeImageDataUri('data:image/png;base64,@@not*base64')).toBeNull();
    expect(decodeImageDataUri('data:image/png;base64,A')).toBeNull();
    expect(decodeImageDataUri('data:image/png;base64,')).toBeNull();
    expect(
      decodeImageDataUri(`data:image/png;base64,${Buffer.from('hello world').toString('base64')}`),
    ).toBeNull();
    expect(
      decodeImageDataUri(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`),
    ).toBeNull();
    expect(decodeImageDataUri(`data:text/plain;base64,${PNG}`)).toBeNull();
    expect(decodeImageDataUri('data:image/png,%89PNG')).toBeNull();
    expect(decodeImageDataUri('https://img.test/a.png')).toBeNull();
  });

  it('refuses images above the size cap without decoding them', () => {
    const big = 'A'.repeat(Math.ceil((MAX_EMBEDDED_IMAGE_BYTES * 4) / 3) + 8);
    expect(decodeImageDataUri(`data:image/png;base64,${big}`)).toBeNull();
  });
});

describe('sniffImageType', () => {
  it('knows PNG, JPEG, GIF, WebP and BMP', () => {
    expect(sniffImageType(Buffer.from('GIF89a......'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.concat([Buffer.from('BM'), Buffer.alloc(30)]))).toBe('image/bmp');
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
  });
});

describe('extractEmbeddedImages', () => {
  it('keeps decodable inline images only, up to the cap', () => {
    const html =
      '<img src="https://remote.test/a.png"><img src="data:image/png;base64,%%%">' +
      `<img src="data:image/png;base64,${PNG}">`.repeat(MAX_EMBEDDED_IMAGES + 3);
    const images = extractEmbeddedImages(parseHtml(html));
    expect(images).toHaveLength(MAX_EMBEDDED_IMAGES);
    expect(images.every((image) => image.mime === 'image/png')).toBe(true);
  });
});
