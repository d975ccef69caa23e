import { z } from 'zod';
import { MODERATION_CATEGORY_SEED } from '../../../db/migrations/seeds/moderation-categories-seed';
import { extractContent } from '../extractors/extract-content';
import type { CategoryScores } from '../scanning-types';
import { scanText } from './scan-text';
import { TEXT_CATEGORY_IDS, type TextCategoryId } from './text-categories';

/** One labelled comment: what a moderator should see it for at the default thresholds. */
export const labelledCommentSchema = z.object({
  id: z.string(),
  content: z.string(),
  cms_meta: z.record(z.string(), z.unknown()).optional(),
  expected: z.array(z.enum(TEXT_CATEGORY_IDS)),
  note: z.string().optional(),
});
export type LabelledComment = z.infer<typeof labelledCommentSchema>;
export const labelledSampleSchema = z.array(labelledCommentSchema);

export interface CategoryQuality {
  category: TextCategoryId;
  threshold: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** Of the comments flagged, the share that should have been (1 when none was flagged). */
  precision: number;
  /** Of the comments that should have been flagged, the share that was (1 when none). */
  recall: number;
}

export interface SampleQuality {
  size: number;
  categories: CategoryQuality[];
  /** Comments whose flagged set differs from the label, for reading the misses. */
  mistakes: {
    id: string;
    content: string;
    expected: string[];
    flagged: string[];
    scores: CategoryScores;
  }[];
}

/** Each text category's default moderation threshold, as the catalogue seeds it. */
export function defaultModerationThresholds(): Record<TextCategoryId, number> {
  const thresholds = {} as Record<TextCategoryId, number>;
  for (const category of TEXT_CATEGORY_IDS) {
    const seed = MODERATION_CATEGORY_SEED.find((entry) => entry.id === category);
    if (!seed) throw new Error(`No seeded category ${category}`);
    thresholds[category] = seed.default_moderation_threshold;
  }
  return thresholds;
}

/**
 * Runs the extractors and the text scanner over a labelled sample and measures, per
 * category, precision and recall of "score ≥ moderation threshold" against the labels.
 */
export function measureSample(sample: readonly LabelledComment[]): SampleQuality {
  const thresholds = defaultModerationThresholds();
  const counts = new Map(TEXT_CATEGORY_IDS.map((category) => [category, { tp: 0, fp: 0, fn: 0 }]));
  const mistakes: SampleQuality['mistakes'] = [];

  for (const item of sample) {
    const scores = scanText(
      extractContent({ contentType: 'text', content: item.content, cmsMeta: item.cms_meta ?? {} }),
    );
    const flagged = TEXT_CATEGORY_IDS.filter(
      (category) => (scores[category] ?? 0) >= thresholds[category],
    );
    for (const category of TEXT_CATEGORY_IDS) {
      const count = counts.get(category);
      if (!count) continue;
      const isFlagged = flagged.includes(category);
      const isExpected = item.expected.includes(category);
      if (isFlagged && isExpected) count.tp += 1;
      else if (isFlagged) count.fp += 1;
      else if (isExpected) count.fn += 1;
    }
    const expected = [...item.expected].sort();
    if (expected.join() !== [...flagged].sort().join()) {
      mistakes.push({ id: item.id, content: item.content, expected, flagged, scores });
    }
  }

  return {
    size: sample.length,
    categories: TEXT_CATEGORY_IDS.map((category) => {
      const { tp, fp, fn } = counts.get(category) ?? { tp: 0, fp: 0, fn: 0 };
      return {
        category,
        threshold: thresholds[category],
        truePositives: tp,
        falsePositives: fp,
        falseNegatives: fn,
        precision: tp + fp === 0 ? 1 : tp / (tp + fp),
        recall: tp + fn === 0 ? 1 : tp / (tp + fn),
      };
    }),
    mistakes,
  };
}

/** A Markdown table of the measures, as docs/scanner-quality.md shows it. */
export function qualityTable(quality: SampleQuality): string {
  const rows = quality.categories.map(
    (row) =>
      `| ${row.category} | ${row.threshold} | ${row.truePositives + row.falseNegatives} | ${row.truePositives} | ${row.falsePositives} | ${row.falseNegatives} | ${row.precision.toFixed(2)} | ${row.recall.toFixed(2)} |`,
  );
  return [
    '| Category | Threshold | Labelled | TP | FP | FN | Precision | Recall |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}
