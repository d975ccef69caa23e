/**
 * The labelled image sample (README.md): what each file is, how it was drawn, and which
 * category the image scanner must give it at the default thresholds. Files sit beside this
 * module; `demo/` holds the copies sized for the demo blog.
 */
import type { NsfwClass } from '../../image/nsfw-model';

export type ImageSampleSource =
  | {
      kind: 'svg';
      name: 'landscape' | 'shapes' | 'drawing' | 'text' | 'desert' | 'fruit';
      width: number;
    }
  | { kind: 'tiles' }
  | {
      kind: 'stand-in';
      target: Extract<NsfwClass, 'Porn' | 'Hentai'>;
      seed: number;
      width: number;
    };

export interface ImageSample {
  /** Relative to this folder. */
  file: string;
  mime: string;
  /** The category it must reach (≥ its default moderation threshold), or 'clean'. */
  expected: 'clean' | 'image-nudity' | 'image-explicit-drawing';
  source: ImageSampleSource;
  description: string;
}

export const IMAGE_SAMPLES: readonly ImageSample[] = [
  {
    file: 'clean-landscape.jpg',
    mime: 'image/jpeg',
    expected: 'clean',
    source: { kind: 'svg', name: 'landscape', width: 320 },
    description: 'Sky gradient, sun, green hills and a path.',
  },
  {
    file: 'clean-shapes.png',
    mime: 'image/png',
    expected: 'clean',
    source: { kind: 'svg', name: 'shapes', width: 200 },
    description: 'Coloured square, circle, triangle and bar on white.',
  },
  {
    file: 'clean-drawing.gif',
    mime: 'image/gif',
    expected: 'clean',
    source: { kind: 'svg', name: 'drawing', width: 240 },
    description: 'Line drawing of a house, a tree and birds.',
  },
  {
    file: 'clean-text.webp',
    mime: 'image/webp',
    expected: 'clean',
    source: { kind: 'svg', name: 'text', width: 480 },
    description: 'A notice with a heading, two lines of text and an address.',
  },
  {
    file: 'clean-tiles.bmp',
    mime: 'image/bmp',
    expected: 'clean',
    source: { kind: 'tiles' },
    description: 'Blue and white checkerboard, as an uncompressed 24-bit BMP.',
  },
  {
    file: 'clean-desert.jpg',
    mime: 'image/jpeg',
    expected: 'clean',
    source: { kind: 'svg', name: 'desert', width: 320 },
    description: 'Sand dunes under a blue sky: skin-like colours, nothing else.',
  },
  {
    file: 'clean-fruit.png',
    mime: 'image/png',
    expected: 'clean',
    source: { kind: 'svg', name: 'fruit', width: 240 },
    description: 'Three shaded peach-coloured spheres on cream: skin-like tones and shading.',
  },
  {
    file: 'stand-in-nudity-1.png',
    mime: 'image/png',
    expected: 'image-nudity',
    source: { kind: 'stand-in', target: 'Porn', seed: 1, width: 224 },
    description: 'Synthetic stand-in: blurred skin-toned ellipses (search seed 1).',
  },
  {
    file: 'stand-in-nudity-2.png',
    mime: 'image/png',
    expected: 'image-nudity',
    source: { kind: 'stand-in', target: 'Porn', seed: 2, width: 224 },
    description: 'Synthetic stand-in: blurred skin-toned ellipses (search seed 2).',
  },
  {
    file: 'stand-in-drawing-1.png',
    mime: 'image/png',
    expected: 'image-explicit-drawing',
    source: { kind: 'stand-in', target: 'Hentai', seed: 1, width: 224 },
    description: 'Synthetic stand-in: pale outlined ellipses, cartoon style (search seed 1).',
  },
  {
    file: 'demo/garden-landscape.jpg',
    mime: 'image/jpeg',
    expected: 'clean',
    source: { kind: 'svg', name: 'landscape', width: 640 },
    description: 'Demo blog: the landscape at 640 × 400.',
  },
  {
    file: 'demo/poster-shapes.png',
    mime: 'image/png',
    expected: 'clean',
    source: { kind: 'svg', name: 'shapes', width: 400 },
    description: 'Demo blog: the shapes at 400 × 400.',
  },
  {
    file: 'demo/house-sketch.png',
    mime: 'image/png',
    expected: 'clean',
    source: { kind: 'svg', name: 'drawing', width: 320 },
    description: 'Demo blog: the house drawing at 320 × 320.',
  },
  {
    file: 'demo/stand-in-nudity.jpg',
    mime: 'image/jpeg',
    expected: 'image-nudity',
    source: { kind: 'stand-in', target: 'Porn', seed: 1, width: 448 },
    description: 'Demo blog: synthetic nudity stand-in (seed 1) at 448 × 448.',
  },
  {
    file: 'demo/stand-in-drawing.png',
    mime: 'image/png',
    expected: 'image-explicit-drawing',
    source: { kind: 'stand-in', target: 'Hentai', seed: 1, width: 448 },
    description: 'Demo blog: synthetic explicit-drawing stand-in (seed 1) at 448 × 448.',
  },
];
