import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  labelledSampleSchema,
  measureSample,
  qualityTable,
  type LabelledComment,
  type SampleQuality,
} from './scanner-quality';
import { TEXT_CATEGORY_IDS } from './text-categories';

function loadSample(name: string): LabelledComment[] {
  const url = new URL(`../samples/text/${name}`, import.meta.url);
  return labelledSampleSchema.parse(JSON.parse(readFileSync(url, 'utf8')));
}

function report(title: string, quality: SampleQuality): void {
  const misses = quality.mistakes.map(
    (mistake) =>
      `  ${mistake.id}: expected [${mistake.expected.join(', ')}], flagged [${mistake.flagged.join(', ')}]`,
  );
  // The table docs/scanner-quality.md quotes: printed so a run shows the current numbers.
  console.log(
    `\n${title} (${quality.size} comments)\n${qualityTable(quality)}\n${misses.join('\n')}`,
  );
}

/**
 * Floors per category. The development sample is the one the lexicons were tuned on, so it
 * is held to a high floor; the hold-out sample was written before tuning and is held to what
 * the scanner honestly reaches on it (docs/scanner-quality.md has the numbers and history).
 */
const FLOORS = {
  development: { precision: 0.95, recall: 0.95 },
  holdout: { precision: 0.8, recall: 0.75 },
};

describe('text scanner quality on the labelled samples', () => {
  const development = loadSample('labelled-comments.json');
  const holdout = loadSample('holdout-comments.json');

  it('ships a sample large enough to mean something, with every category and clean near-misses', () => {
    expect(development.length).toBeGreaterThanOrEqual(150);
    for (const category of TEXT_CATEGORY_IDS) {
      expect(
        development.filter((item) => item.expected.includes(category)).length,
        category,
      ).toBeGreaterThanOrEqual(10);
    }
    expect(development.filter((item) => item.expected.length === 0).length).toBeGreaterThanOrEqual(
      75,
    );
    expect(new Set([...development, ...holdout].map((item) => item.id)).size).toBe(
      development.length + holdout.length,
    );
  });

  it('reaches the precision and recall floors on the development sample', () => {
    const quality = measureSample(development);
    report('Development sample', quality);
    for (const row of quality.categories) {
      expect(row.precision, `${row.category} precision`).toBeGreaterThanOrEqual(
        FLOORS.development.precision,
      );
      expect(row.recall, `${row.category} recall`).toBeGreaterThanOrEqual(
        FLOORS.development.recall,
      );
    }
  });

  it('reaches the precision and recall floors on the hold-out sample', () => {
    const quality = measureSample(holdout);
    report('Hold-out sample', quality);
    for (const row of quality.categories) {
      expect(row.precision, `${row.category} precision`).toBeGreaterThanOrEqual(
        FLOORS.holdout.precision,
      );
      expect(row.recall, `${row.category} recall`).toBeGreaterThanOrEqual(FLOORS.holdout.recall);
    }
  });
});
