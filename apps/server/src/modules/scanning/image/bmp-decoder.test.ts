import { describe, expect, it } from 'vitest';
import { BmpError, decodeBmp } from './bmp-decoder';

interface BmpSpec {
  width: number;
  height: number;
  bitsPerPixel: number;
  compression?: number;
  topDown?: boolean;
  palette?: number[][];
  masks?: [number, number, number];
  /** One row of pixel bytes (unpadded) per image row, top row first. */
  rows: number[][];
}

/** Writes a BMP with a 40-byte header, the way common encoders do. */
function bmp(spec: BmpSpec): Buffer {
  const rowBytes = Math.ceil((spec.width * spec.bitsPerPixel) / 32) * 4;
  const palette = (spec.palette ?? []).flatMap(([r, g, b]) => [b ?? 0, g ?? 0, r ?? 0, 0]);
  const masks = spec.masks ? spec.masks.flatMap((mask) => [...uint32(mask)]) : [];
  const offset = 54 + masks.length + palette.length;
  const out = Buffer.alloc(offset + rowBytes * spec.height);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(offset, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(spec.width, 18);
  out.writeInt32LE(spec.topDown ? -spec.height : spec.height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(spec.bitsPerPixel, 28);
  out.writeUInt32LE(spec.compression ?? 0, 30);
  out.writeUInt32LE(spec.palette?.length ?? 0, 46);
  Buffer.from([...masks, ...palette]).copy(out, 54);
  spec.rows.forEach((row, y) => {
    const stored = spec.topDown ? y : spec.height - 1 - y;
    Buffer.from(row).copy(out, offset + stored * rowBytes);
  });
  return out;
}

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
}

const RED = [255, 0, 0];
const GREEN = [0, 255, 0];
const BLUE = [0, 0, 255];
const WHITE = [255, 255, 255];

describe('BMP decoder', () => {
  it('reads 24-bit rows bottom-up and top-down', () => {
    for (const topDown of [false, true]) {
      const image = decodeBmp(
        bmp({
          width: 2,
          height: 2,
          bitsPerPixel: 24,
          topDown,
          // Blue, green, red byte order.
          rows: [
            [0, 0, 255, 0, 255, 0],
            [255, 0, 0, 255, 255, 255],
          ],
        }),
        100,
      );
      expect({ ...image, data: [...image.data] }).toEqual({
        width: 2,
        height: 2,
        data: [...RED, ...GREEN, ...BLUE, ...WHITE],
      });
    }
  });

  it('reads 8, 4 and 1-bit palettes', () => {
    const palette = [RED, GREEN, BLUE, WHITE];
    const eight = decodeBmp(
      bmp({ width: 4, height: 1, bitsPerPixel: 8, palette, rows: [[3, 2, 1, 0]] }),
      100,
    );
    expect([...eight.data]).toEqual([...WHITE, ...BLUE, ...GREEN, ...RED]);
    const four = decodeBmp(
      bmp({ width: 3, height: 1, bitsPerPixel: 4, palette, rows: [[0x12, 0x30]] }),
      100,
    );
    expect([...four.data]).toEqual([...GREEN, ...BLUE, ...WHITE]);
    const one = decodeBmp(
      bmp({
        width: 10,
        height: 1,
        bitsPerPixel: 1,
        palette: [RED, BLUE],
        rows: [[0b10100000, 0b01000000]],
      }),
      100,
    );
    expect([...one.data.subarray(0, 9)]).toEqual([...BLUE, ...RED, ...BLUE]);
    expect([...one.data.subarray(27, 30)]).toEqual(BLUE);
  });

  it('reads 16 and 32-bit pixels, with default and explicit bit-field masks', () => {
    const sixteen = decodeBmp(
      bmp({ width: 1, height: 1, bitsPerPixel: 16, rows: [[0x00, 0x7c]] }),
      100,
    );
    expect([...sixteen.data]).toEqual(RED);
    const rgb565 = decodeBmp(
      bmp({
        width: 1,
        height: 1,
        bitsPerPixel: 16,
        compression: 3,
        masks: [0xf800, 0x07e0, 0x001f],
        rows: [[0xe0, 0x07]],
      }),
      100,
    );
    expect([...rgb565.data]).toEqual(GREEN);
    const thirtyTwo = decodeBmp(
      bmp({ width: 1, height: 1, bitsPerPixel: 32, rows: [[255, 0, 0, 0]] }),
      100,
    );
    expect([...thirtyTwo.data]).toEqual(BLUE);
    const rgba = decodeBmp(
      bmp({
        width: 1,
        height: 1,
        bitsPerPixel: 32,
        compression: 3,
        masks: [0xff000000, 0x00ff0000, 0x0000ff00],
        rows: [[0xff, 0x00, 0x00, 0xff]],
      }),
      100,
    );
    expect([...rgba.data]).toEqual(RED);
  });

  it('refuses compressed, truncated, oversized and malformed files', () => {
    const good = bmp({ width: 2, height: 2, bitsPerPixel: 24, rows: [[], []] });
    const rle = bmp({
      width: 2,
      height: 2,
      bitsPerPixel: 8,
      compression: 1,
      palette: [RED],
      rows: [[], []],
    });
    expect(() => decodeBmp(rle, 100)).toThrow(BmpError);
    expect(() => decodeBmp(good.subarray(0, good.length - 1), 100)).toThrow('truncated BMP');
    expect(() => decodeBmp(good, 3)).toThrow('BMP too large');
    expect(() => decodeBmp(Buffer.from('BM'), 100)).toThrow(BmpError);
    expect(() => decodeBmp(Buffer.from('PNG....................................'), 100)).toThrow(
      BmpError,
    );
    const zeroWide = Buffer.from(good);
    zeroWide.writeInt32LE(0, 18);
    expect(() => decodeBmp(zeroWide, 100)).toThrow('empty BMP');
  });
});
