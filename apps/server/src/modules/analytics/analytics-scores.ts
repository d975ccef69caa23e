/**
 * GET /analytics/scores (decision 0170): per category, the scores of the items scanned in the
 * range in SCORE_BUCKET_COUNT buckets, from the `scores` roll-ups; with the category's
 * thresholds on the one domain in view, as the engine reads them.
 */
import { SCORE_BUCKET_COUNT, type TAnalyticsQuery, type TScoreDistribution } from '@vigil/contract';
import type { AppContext } from '../../context';
import { listShownCategoryNames } from '../dashboard/dashboard.queries';
import { loadDomainSetup } from '../engine/domain-setup.queries';
import { splitDims, type ReportViewer } from '../reports/reports.service';
import { categoryLabel } from './analytics-labels';
import { analyticsScope, typeMatches } from './analytics-scope';
import { readRangeTotals, type FigureSource } from './analytics-source';

export const emptyBuckets = (): number[] => Array.from({ length: SCORE_BUCKET_COUNT }, () => 0);

export async function analyticsScores(
  ctx: AppContext,
  viewer: ReportViewer,
  query: TAnalyticsQuery,
  source: FigureSource = 'rollups',
): Promise<TScoreDistribution[]> {
  const scope = await analyticsScope(ctx, viewer, query);
  const [rows, categories] = await Promise.all([
    readRangeTotals(ctx, scope, query, 'scores', source),
    listShownCategoryNames(ctx.database.db),
  ]);
  const buckets = new Map<string, number[]>();
  for (const row of rows) {
    const [bucket, contentType] = splitDims(row.dim2);
    if (!typeMatches(scope, contentType)) continue;
    const counts = buckets.get(row.dim1) ?? emptyBuckets();
    const index = Number(bucket);
    counts[index] = (counts[index] ?? 0) + row.n;
    buckets.set(row.dim1, counts);
  }
  // The engine reads the thresholds of the domain's enabled scanners; any other is 0/0, off.
  const setup =
    scope.onlyDomainId === undefined
      ? undefined
      : await loadDomainSetup(ctx.database.db, scope.tenantId, scope.onlyDomainId);
  return [...buckets]
    .filter(([, counts]) => counts.some((n) => n > 0))
    .map(([categoryId, counts]) => {
      const pair = setup?.thresholds.get(categoryId) ?? { moderation: 0, unpublish: 0 };
      return {
        category_id: categoryId,
        name: categoryLabel(categories, categoryId),
        scanner_id: categories.get(categoryId)?.scanner_id ?? 0,
        buckets: counts,
        thresholds: setup
          ? { moderation_threshold: pair.moderation, unpublish_threshold: pair.unpublish }
          : null,
      };
    })
    .sort((a, b) => a.scanner_id - b.scanner_id || a.name.localeCompare(b.name));
}
