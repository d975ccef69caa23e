/**
 * Draws the image samples listed in image-samples.ts (see README.md): clean pictures from
 * SVG, and the synthetic stand-ins found by find-stand-ins.ts from their recorded seeds.
 * The files are committed; run this only to redraw them.
 *
 *   npx tsx apps/server/src/modules/scanning/samples/images/generate-samples.ts
 */
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { findStandIn } from './find-stand-ins';
import { IMAGE_SAMPLES, type ImageSample } from './image-samples';

const here = fileURLToPath(new URL('.', import.meta.url));

const LANDSCAPE = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#3d7cc9"/><stop offset="1" stop-color="#cfe6f7"/></linearGradient></defs>
  <rect width="640" height="400" fill="url(#sky)"/>
  <circle cx="500" cy="90" r="40" fill="#fff4b0"/>
  <path d="M0 260 Q 160 170 320 250 T 640 230 V 400 H 0 Z" fill="#4f8a3c"/>
  <path d="M0 320 Q 200 260 400 320 T 640 300 V 400 H 0 Z" fill="#2f6b2a"/>
  <path d="M380 400 Q 420 330 470 300" stroke="#9c7a4a" stroke-width="14" fill="none"/>
</svg>`;

const SHAPES = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <rect width="400" height="400" fill="#ffffff"/>
  <rect x="30" y="40" width="140" height="140" fill="#e63946"/>
  <circle cx="290" cy="110" r="75" fill="#457b9d"/>
  <polygon points="110,360 200,210 290,360" fill="#2a9d8f"/>
  <rect x="250" y="250" width="120" height="60" fill="#f4a261" transform="rotate(15 310 280)"/>
</svg>`;

const DRAWING = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
  <rect width="320" height="320" fill="#fffdf5"/>
  <g fill="none" stroke="#222" stroke-width="4" stroke-linejoin="round">
    <path d="M60 170 L160 80 L260 170"/><rect x="80" y="170" width="160" height="110"/>
    <rect x="140" y="220" width="40" height="60"/><rect x="100" y="190" width="30" height="30"/>
    <rect x="190" y="190" width="30" height="30"/>
    <path d="M285 280 V 200"/><circle cx="285" cy="180" r="25"/>
  </g>
  <path d="M20 60 q 20 -20 40 0 q 20 -20 40 0" stroke="#222" stroke-width="3" fill="none"/>
</svg>`;

const TEXT = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270">
  <rect width="480" height="270" fill="#f7f7f2"/>
  <text x="30" y="70" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="bold" fill="#1d3557">Community garden</text>
  <text x="30" y="120" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#333">Open every Saturday from 9 to 12.</text>
  <text x="30" y="155" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#333">Bring gloves; seeds and tea provided.</text>
  <text x="30" y="220" font-family="DejaVu Sans Mono, monospace" font-size="16" fill="#666">garden@example.org</text>
</svg>`;

// Skin-coloured but innocent: the model leans on colour, so these guard against flagging tone alone.
const DESERT = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
  <rect width="640" height="400" fill="#9cc9ef"/>
  <path d="M0 200 Q 200 120 380 210 T 640 190 V 400 H 0 Z" fill="#e0b07a"/>
  <path d="M0 290 Q 250 210 450 300 T 640 280 V 400 H 0 Z" fill="#c98e55"/>
</svg>`;

const FRUIT = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <defs><radialGradient id="p" r="0.7">
    <stop offset="0" stop-color="#ffc8a0"/><stop offset="1" stop-color="#d9825a"/></radialGradient></defs>
  <rect width="400" height="400" fill="#f3efe7"/>
  <circle cx="150" cy="220" r="80" fill="url(#p)"/><circle cx="260" cy="200" r="75" fill="url(#p)"/>
  <circle cx="210" cy="290" r="70" fill="url(#p)"/>
</svg>`;

/** A plain 24-bit bottom-up BMP, because sharp cannot write one. */
function encodeBmp(width: number, height: number, rgb: Buffer): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const out = Buffer.alloc(54 + rowBytes * height);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y += 1) {
    const row = 54 + (height - 1 - y) * rowBytes;
    for (let x = 0; x < width; x += 1) {
      const from = (y * width + x) * 3;
      out[row + x * 3] = rgb[from + 2] ?? 0;
      out[row + x * 3 + 1] = rgb[from + 1] ?? 0;
      out[row + x * 3 + 2] = rgb[from] ?? 0;
    }
  }
  return out;
}

function tiles(): Buffer {
  const size = 96;
  const rgb = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const dark = (Math.floor(x / 20) + Math.floor(y / 20)) % 2 === 0;
      rgb.set(dark ? [30, 60, 120] : [235, 240, 245], (y * size + x) * 3);
    }
  }
  return encodeBmp(size, size, rgb);
}

// The search takes a while; the demo copies reuse the sample's result.
const standIns = new Map<string, { png: Buffer }>();

async function draw(sample: ImageSample): Promise<Buffer> {
  switch (sample.source.kind) {
    case 'svg': {
      const svg = {
        landscape: LANDSCAPE,
        shapes: SHAPES,
        drawing: DRAWING,
        text: TEXT,
        desert: DESERT,
        fruit: FRUIT,
      }[sample.source.name];
      const image = sharp(Buffer.from(svg)).resize(sample.source.width);
      if (sample.file.endsWith('.jpg')) return image.jpeg({ quality: 85 }).toBuffer();
      if (sample.file.endsWith('.gif')) return image.gif().toBuffer();
      if (sample.file.endsWith('.webp')) return image.webp({ quality: 85 }).toBuffer();
      return image.png({ compressionLevel: 9 }).toBuffer();
    }
    case 'tiles':
      return tiles();
    case 'stand-in': {
      const key = `${sample.source.target}:${sample.source.seed}`;
      const found =
        standIns.get(key) ?? (await findStandIn(sample.source.target, sample.source.seed));
      standIns.set(key, found);
      const image = sharp(found.png).resize(sample.source.width, sample.source.width);
      if (sample.file.endsWith('.jpg')) return image.jpeg({ quality: 88 }).toBuffer();
      // Flat cartoon colours fit a palette, which keeps the file small.
      const palette = sample.source.target === 'Hentai';
      return image.png({ compressionLevel: 9, palette }).toBuffer();
    }
  }
}

for (const sample of IMAGE_SAMPLES) {
  const bytes = await draw(sample);
  const file = `${here}${sample.file}`;
  await fs.mkdir(new URL('.', `file://${file}`), { recursive: true });
  await fs.writeFile(file, bytes);
  console.log(`${sample.file}: ${bytes.length} B`);
}
