/**
 * Prints the image scanner's class probabilities and category scores for every labelled
 * sample: the numbers in docs/scanner-quality-images.md.
 *
 *   npx tsx apps/server/src/modules/scanning/samples/images/measure-samples.ts
 */
import fs from 'node:fs/promises';
import { createImageScanner } from '../../image/image-scanner';
import { IMAGE_SAMPLES } from './image-samples';

const scanner = createImageScanner();
const percent = (value: number) => (value * 100).toFixed(1).padStart(5);
console.log('file | bytes | Porn | Sexy | Hentai | Drawing | Neutral | ms');
for (const sample of IMAGE_SAMPLES) {
  const bytes = await fs.readFile(new URL(sample.file, import.meta.url));
  const started = performance.now();
  const outcome = await scanner.probabilities({ bytes, mime: sample.mime });
  const ms = Math.round(performance.now() - started);
  if (outcome.unavailable) {
    console.log(`${sample.file} | ${bytes.length} | unavailable: ${outcome.reason}`);
    continue;
  }
  const p = outcome.probabilities;
  console.log(
    [
      sample.file,
      bytes.length,
      ...[p.Porn, p.Sexy, p.Hentai, p.Drawing, p.Neutral].map(percent),
      ms,
    ].join(' | '),
  );
}
