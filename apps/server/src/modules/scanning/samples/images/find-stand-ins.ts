/**
 * Finds the synthetic stand-ins for explicit images (see README.md): abstract pictures drawn
 * from a seeded generator that the image scanner's model nonetheless rates as pornographic or
 * as an explicit drawing. No real explicit imagery may live in this repository, yet the
 * labelled-sample test needs images the scanner flags.
 *
 * Random search over seeds, then hill climbing: mutate the best picture's shapes and keep
 * the change when the target class's probability rises. Deterministic for a given seed.
 *
 *   npx tsx apps/server/src/modules/scanning/samples/images/find-stand-ins.ts <porn|hentai> <seed> [out.png]
 */
import sharp from 'sharp';
import { createImageScanner } from '../../image/image-scanner';
import type { NsfwClass } from '../../image/nsfw-model';
import { seededRandom } from '../../../../lib/seeded-random';

type Rgb = readonly [number, number, number];

interface Shape {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  rotate: number;
  color: Rgb;
}

interface Picture {
  style: 'soft' | 'cartoon';
  background: Rgb;
  /** Outline width (cartoon) or blur (soft). */
  line: number;
  shapes: Shape[];
  curves: Array<[number, number, number, number, number, number]>;
}

const SOFT_TONES: readonly Rgb[] = [
  [255, 219, 172],
  [241, 194, 125],
  [224, 172, 105],
  [198, 134, 66],
  [141, 85, 36],
  [234, 192, 176],
  [250, 200, 180],
];
const CARTOON_TONES: readonly Rgb[] = [
  [255, 228, 215],
  [255, 220, 200],
  [252, 210, 190],
  [255, 235, 225],
  [250, 200, 185],
  [255, 150, 170],
  [230, 90, 120],
  [250, 180, 200],
];
const BACKGROUNDS: readonly Rgb[] = [
  [255, 255, 255],
  [250, 235, 240],
  [230, 230, 250],
  [240, 220, 230],
  [200, 190, 180],
];

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
}

function randomShape(random: () => number, tones: readonly Rgb[]): Shape {
  return {
    cx: random() * 224,
    cy: random() * 224,
    rx: 20 + random() * 90,
    ry: 20 + random() * 90,
    rotate: random() * 180,
    color: pick(random, tones),
  };
}

export function randomPicture(random: () => number, style: Picture['style']): Picture {
  const tones = style === 'soft' ? SOFT_TONES : CARTOON_TONES;
  const count = 2 + Math.floor(random() * 6);
  return {
    style,
    background: pick(random, BACKGROUNDS),
    line: style === 'soft' ? random() * 4 : 1 + random() * 4,
    shapes: Array.from({ length: count }, () => randomShape(random, tones)),
    curves:
      style === 'soft'
        ? []
        : Array.from({ length: Math.floor(random() * 6) }, () => {
            const point = () => random() * 224;
            return [point(), point(), point(), point(), point(), point()];
          }),
  };
}

const rgb = (color: Rgb) => `rgb(${color.join(',')})`;
const shade = (color: Rgb) => color.map((value) => Math.round(value * 0.65)) as unknown as Rgb;

export function pictureSvg(picture: Picture): string {
  const soft = picture.style === 'soft';
  const defs = picture.shapes
    .map(
      (shape, i) =>
        `<radialGradient id="g${i}" r="0.7"><stop offset="0" stop-color="${rgb(shape.color)}"/>` +
        `<stop offset="1" stop-color="${rgb(shade(shape.color))}"/></radialGradient>`,
    )
    .join('');
  const outline = soft ? '' : ` stroke="rgb(60,30,30)" stroke-width="${picture.line.toFixed(1)}"`;
  const shapes = picture.shapes
    .map(
      (s, i) =>
        `<ellipse cx="${s.cx.toFixed(1)}" cy="${s.cy.toFixed(1)}" rx="${s.rx.toFixed(1)}" ` +
        `ry="${s.ry.toFixed(1)}" transform="rotate(${s.rotate.toFixed(1)} 112 112)" ` +
        `fill="${soft ? `url(#g${i})` : rgb(s.color)}"${outline}/>`,
    )
    .join('');
  const curves = picture.curves
    .map(
      ([a, b, c, d, e, f]) =>
        `<path d="M${a.toFixed(1)} ${b.toFixed(1)} Q ${c.toFixed(1)} ${d.toFixed(1)} ` +
        `${e.toFixed(1)} ${f.toFixed(1)}" fill="none"${outline}/>`,
    )
    .join('');
  const blur = soft
    ? `<filter id="b"><feGaussianBlur stdDeviation="${picture.line.toFixed(1)}"/></filter>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="224" height="224"><defs>${defs}${blur}</defs>` +
    `<rect width="224" height="224" fill="${rgb(picture.background)}"/>` +
    `<g${soft ? ' filter="url(#b)"' : ''}>${shapes}${curves}</g></svg>`
  );
}

function mutate(random: () => number, picture: Picture): Picture {
  const tones = picture.style === 'soft' ? SOFT_TONES : CARTOON_TONES;
  const shapes = picture.shapes.map((shape) => ({ ...shape }));
  const roll = random();
  if (roll < 0.15 && shapes.length < 10) shapes.push(randomShape(random, tones));
  else if (roll < 0.25 && shapes.length > 2) shapes.splice(Math.floor(random() * shapes.length), 1);
  else {
    const shape = pick(random, shapes);
    const jitter = (value: number, by: number) => value + (random() - 0.5) * by;
    shape.cx = jitter(shape.cx, 40);
    shape.cy = jitter(shape.cy, 40);
    shape.rx = Math.max(8, jitter(shape.rx, 30));
    shape.ry = Math.max(8, jitter(shape.ry, 30));
    shape.rotate = jitter(shape.rotate, 30);
    if (random() < 0.2) shape.color = pick(random, tones);
  }
  return { ...picture, shapes };
}

export async function renderPicture(picture: Picture): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(picture)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Searches from `seed` for a picture the model rates as `target`; returns the best found. */
export async function findStandIn(
  target: Extract<NsfwClass, 'Porn' | 'Hentai'>,
  seed: number,
  { randomTries = 60, climbSteps = 300 } = {},
): Promise<{ png: Buffer; probability: number }> {
  const scanner = createImageScanner();
  const random = seededRandom(seed);
  const style = target === 'Porn' ? 'soft' : 'cartoon';
  const score = async (picture: Picture) => {
    const png = await renderPicture(picture);
    const outcome = await scanner.probabilities({ bytes: png, mime: 'image/png' });
    return { png, probability: outcome.unavailable ? 0 : outcome.probabilities[target] };
  };
  let best = randomPicture(random, style);
  let bestScore = await score(best);
  for (let i = 1; i < randomTries; i += 1) {
    const candidate = randomPicture(random, style);
    const result = await score(candidate);
    if (result.probability > bestScore.probability) [best, bestScore] = [candidate, result];
  }
  for (let i = 0; i < climbSteps && bestScore.probability < 0.995; i += 1) {
    const candidate = mutate(random, best);
    const result = await score(candidate);
    if (result.probability > bestScore.probability) [best, bestScore] = [candidate, result];
  }
  return bestScore;
}

if (process.argv[1]?.endsWith('find-stand-ins.ts')) {
  const [, , which = 'porn', seedText = '1', out] = process.argv;
  const target = which === 'hentai' ? 'Hentai' : 'Porn';
  const found = await findStandIn(target, Number(seedText));
  console.log(
    `${target} seed ${seedText}: p=${found.probability.toFixed(4)} ${found.png.length} B`,
  );
  if (out) await sharp(found.png).toFile(out);
}
