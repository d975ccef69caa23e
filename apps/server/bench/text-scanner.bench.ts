// The built-in text scanner as a scan job runs it: the extractors over the submission, then
// the scanner over what they found. Run with `npm run bench`; not part of `npm test`.
import fs from 'node:fs';
import { afterAll, bench, describe } from 'vitest';
import { z } from 'zod';
import {
  extractContent,
  type ContentInput,
} from '../src/modules/scanning/extractors/extract-content';
import { scanText } from '../src/modules/scanning/text/scan-text';
import { createPercentiles, formatMs, writeResults } from './bench-percentiles';
import { COMMENT_HTML } from './sample-comment';

const percentiles = createPercentiles();
const WARMUP = 20;

const LONG_TEXT_BYTES = 256 * 1024;

const comment: ContentInput = {
  contentType: 'text',
  content: COMMENT_HTML,
  cmsMeta: { id: 'comment-1', type: 'comment', title: 'Re: Raised beds on a budget' },
};

/**
 * A long post of 256 KB built from the scanner's labelled samples (clean and offensive
 * comments alike), so the lexicons find something to score all the way through.
 */
function longText(): string {
  const samples = z
    .array(z.object({ content: z.string() }))
    .parse(
      JSON.parse(
        fs.readFileSync(
          new URL('../src/modules/scanning/samples/text/labelled-comments.json', import.meta.url),
          'utf8',
        ),
      ),
    )
    .map((sample) => sample.content);
  const parts: string[] = [];
  let bytes = 0;
  for (let index = 0; bytes < LONG_TEXT_BYTES; index += 1) {
    const part = samples[index % samples.length] ?? '';
    parts.push(part);
    bytes += Buffer.byteLength(part) + 2;
  }
  return Buffer.from(parts.join('\n\n')).subarray(0, LONG_TEXT_BYTES).toString('utf8');
}

const long: ContentInput = {
  contentType: 'text',
  content: longText(),
  cmsMeta: { id: 'post-1', type: 'post', title: 'Everything readers told us this year' },
};
const longExtraction = extractContent(long);

describe('text scanner: extractContent + scanText', () => {
  bench(
    '500-character HTML comment',
    percentiles.timed('500-character HTML comment, lexicons and model', WARMUP, async () => {
      scanText(extractContent(comment));
    }),
  );

  // The same comment before the trained model joined the lexicons (decision 0154).
  bench(
    '500-character HTML comment, lexicons only',
    percentiles.timed('500-character HTML comment, lexicons only', WARMUP, async () => {
      scanText(extractContent(comment), { model: null });
    }),
  );

  bench(
    '256 KB text',
    () => {
      scanText(extractContent(long));
    },
    { time: 3_000 },
  );
});

describe('text scanner, 256 KB text, by step', () => {
  bench('extractContent only', () => {
    extractContent(long);
  });

  bench(
    'scanText only',
    () => {
      scanText(longExtraction);
    },
    { time: 3_000 },
  );
});

/** Inputs that would expose a super-linear pass: the unit tests only guard them by timeout. */
const PATHOLOGICAL: Record<string, string> = {
  'spaced letters': 'a '.repeat(100_000),
  'one word repeated': 'you '.repeat(60_000),
  'one 256 KB token': 'x'.repeat(LONG_TEXT_BYTES),
  'masking characters': '*'.repeat(200_000),
};

describe('text scanner: pathological input', () => {
  for (const [name, content] of Object.entries(PATHOLOGICAL)) {
    bench(name, () => {
      scanText(extractContent({ contentType: 'text', content, cmsMeta: {} }));
    });
  }
});

afterAll(() => {
  const rows = percentiles
    .rows()
    .map((row) => `| ${row.name} | ${row.samples} | ${formatMs(row.p50)} | ${formatMs(row.p95)} |`);
  writeResults(
    'text-scanner.md',
    ['| extract + scan | samples | p50 ms | p95 ms |', '| --- | --: | --: | --: |', ...rows].join(
      '\n',
    ),
  );
});
