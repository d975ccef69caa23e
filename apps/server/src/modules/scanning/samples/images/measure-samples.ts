/**
 * Prints the image scanner's class probabilities for every labelled sample, and how often
 * random abstract pictures from the stand-in generator are flagged: the numbers in
 * docs/scanner-quality-images.md.
 *
 *   npx tsx apps/server/src/modules/scanning/samples/images/measure-samples.ts [random-count]
 */
import fs from 'node:fs/promises';
import { createImageScanner } from '../../image/image-scanner';
import { seededRandom } from '../../../../lib/seeded-random';
import { randomPicture, renderPicture } from './find-stand-ins';
import { IMAGE_SAMPLES } from './image-samples';

const scanner = createImageScanner();
const percent = (value: number) => (value * 100).toFixed(1);
const timings: number[] = [];

console.log('| File | Bytes | Porn | Sexy | Hentai | Drawing | Neutral |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const sample of IMAGE_SAMPLES) {
  const bytes = await fs.readFile(new URL(sample.file, import.meta.url));
  const started = performance.now();
  const outcome = await scanner.probabilities({ bytes, mime: sample.mime });
  timings.push(performance.now() - started);
  if (outcome.unavailable) {
    console.log(`| ${sample.file} | ${bytes.length} | unavailable: ${outcome.reason} |`);
    continue;
  }
  const p = outcome.probabilities;
  const cells = [p.Porn, p.Sexy, p.Hentai, p.Drawing, p.Neutral].map(percent);
  console.log(`| ${sample.file} | ${bytes.length} | ${cells.join(' | ')} |`);
}
// The first scan includes loading the model.
const scans = timings.slice(1).sort((a, b) => a - b);
console.log(`\nmodel load + first scan: ${Math.round(timings[0] ?? 0)} ms`);
console.log(`median scan: ${Math.round(scans[Math.floor(scans.length / 2)] ?? 0)} ms`);

const count = Number(process.argv[2] ?? 0);
for (const style of ['soft', 'cartoon'] as const) {
  if (!count) break;
  const random = seededRandom(style === 'soft' ? 1000 : 2000);
  let nudity = 0;
  let drawing = 0;
  for (let i = 0; i < count; i += 1) {
    const png = await renderPicture(randomPicture(random, style));
    const outcome = await scanner.scan({ bytes: png, mime: 'image/png' }, 'image');
    if (outcome.unavailable) continue;
    if ((outcome.scores['image-nudity'] ?? 0) >= 50) nudity += 1;
    if ((outcome.scores['image-explicit-drawing'] ?? 0) >= 50) drawing += 1;
  }
  console.log(
    `${count} random ${style} pictures: nudity ≥ 50 in ${nudity}, explicit drawing ≥ 50 in ${drawing}`,
  );
}
