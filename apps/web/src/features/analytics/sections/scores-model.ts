/**
 * A score distribution as one set of rows (decision 0171): a row per 5-point bucket with its
 * items and, when one domain's thresholds are known, what they do with that bucket.
 */
import {
  ANALYTICS_NEUTRAL_COLOUR,
  ANALYTICS_SCREEN_TEXTS as T,
  ANALYTICS_VERDICT_COLOURS,
  bucketLowerScore,
  categoryVerdict,
  scoreBucket,
  scoreBucketLabel,
  splitAtThresholds,
  type CategoryVerdict,
  type TScoreDistribution,
  type ThresholdPair,
  type VerdictCounts,
} from '@vigil/contract';
import { countCell, textCell, type TableModel } from '../table/table-model';
import type { ChartSeries } from './decisions-model';

export const VERDICT_LABELS: Readonly<Record<CategoryVerdict, string>> = {
  passed: T.passed,
  review: T.sentToReview,
  unpublished: T.unpublished,
};

const VERDICTS: readonly CategoryVerdict[] = ['passed', 'review', 'unpublished'];

export interface ThresholdLine {
  /** The bucket the threshold opens (its lowest score is the threshold). */
  bucketLabel: string;
  label: string;
  color: string;
}

export interface HistogramChart {
  rows: Array<Record<string, string | number>>;
  series: ChartSeries[];
  lines: ThresholdLine[];
}

export interface ScoresView {
  model: TableModel;
  chart: HistogramChart;
  /** The items each side of the thresholds, and which scores each counts; null: none drawn. */
  split: { counts: VerdictCounts; hints: Record<CategoryVerdict, string> } | null;
}

function thresholdLines(thresholds: ThresholdPair): ThresholdLine[] {
  const lines: ThresholdLine[] = [];
  // 0 turns a threshold off (decision 0082): no line for it.
  if (thresholds.moderation_threshold > 0) {
    lines.push({
      bucketLabel: scoreBucketLabel(scoreBucket(thresholds.moderation_threshold)),
      label: T.moderationLine(thresholds.moderation_threshold),
      color: ANALYTICS_VERDICT_COLOURS.review,
    });
  }
  if (thresholds.unpublish_threshold > 0) {
    lines.push({
      bucketLabel: scoreBucketLabel(scoreBucket(thresholds.unpublish_threshold)),
      label: T.unpublishLine(thresholds.unpublish_threshold),
      color: ANALYTICS_VERDICT_COLOURS.unpublished,
    });
  }
  return lines;
}

/** Which scores each figure counts at a pair of thresholds (0 turns one off). */
export function verdictHints(thresholds: ThresholdPair): Record<CategoryVerdict, string> {
  const { moderation_threshold: moderation, unpublish_threshold: unpublish } = thresholds;
  const on = [moderation, unpublish].filter((value) => value > 0);
  let review: string;
  if (moderation === 0) review = T.moderationOff;
  else if (unpublish > 0 && unpublish <= moderation) review = T.reviewSkipped;
  else if (unpublish > 0) review = T.scoredBetween(moderation, unpublish - 1);
  else review = T.scoredFrom(moderation);
  return {
    passed: on.length === 0 ? T.everyScore : T.scoredBelow(Math.min(...on)),
    review,
    unpublished: unpublish === 0 ? T.unpublishingOff : T.scoredFrom(unpublish),
  };
}

export function scoresView(distribution: TScoreDistribution, caption: string): ScoresView {
  const thresholds = distribution.thresholds;
  const buckets = distribution.buckets;
  const verdictOf = (bucket: number) =>
    thresholds ? categoryVerdict(bucketLowerScore(bucket), thresholds) : null;

  const model: TableModel = {
    caption,
    columns: [
      { key: 'score', header: T.scoreColumn, kind: 'text' },
      { key: 'items', header: T.itemsColumn, kind: 'count' },
      ...(thresholds ? [{ key: 'verdict', header: T.verdictColumn, kind: 'text' as const }] : []),
    ],
    rows: buckets.map((count, bucket) => {
      const verdict = verdictOf(bucket);
      return {
        key: String(bucket),
        cells: [
          textCell(scoreBucketLabel(bucket)),
          countCell(count),
          ...(verdict ? [textCell(VERDICT_LABELS[verdict])] : []),
        ],
      };
    }),
  };

  // With thresholds, each bar takes the colour of what they do with it: one stacked series
  // per verdict, a bucket's count in its own and zero in the others.
  const series: ChartSeries[] = thresholds
    ? VERDICTS.map((verdict) => ({
        name: verdict,
        label: VERDICT_LABELS[verdict],
        color: ANALYTICS_VERDICT_COLOURS[verdict],
      }))
    : [{ name: 'items', label: T.itemsColumn, color: ANALYTICS_NEUTRAL_COLOUR }];
  const rows = buckets.map((count, bucket) => {
    const verdict = verdictOf(bucket);
    const row: Record<string, string | number> = { bucket: scoreBucketLabel(bucket) };
    if (verdict) for (const one of VERDICTS) row[one] = one === verdict ? count : 0;
    else row.items = count;
    return row;
  });

  return {
    model,
    chart: { rows, series, lines: thresholds ? thresholdLines(thresholds) : [] },
    split: thresholds
      ? { counts: splitAtThresholds(buckets, thresholds), hints: verdictHints(thresholds) }
      : null,
  };
}
