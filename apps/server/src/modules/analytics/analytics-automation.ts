/**
 * GET /analytics/automation (decision 0170): of the items the engine judged in the range (on
 * the day of the scan), what it decided and what people made of it since, from the
 * `automation` roll-ups (dim1 `verdict>status now`, dim2 `top category|content type`); by
 * the item's top category and by that category's scanner in the catalogue.
 */
import {
  ANALYTICS_NONE_KEY,
  type TAnalyticsQuery,
  type TAutomationQuality,
  type TAutomationRow,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { listScannerRows } from '../catalogue/catalogue.queries';
import { listShownCategoryNames } from '../dashboard/dashboard.queries';
import { splitDims, type ReportViewer } from '../reports/reports.service';
import { ANALYTICS_LABELS, categoryLabel } from './analytics-labels';
import { analyticsScope, typeMatches } from './analytics-scope';
import { readRangeTotals, type FigureSource } from './analytics-source';

type Counts = Omit<TAutomationRow, 'key' | 'label'>;

const emptyCounts = (): Counts => ({
  judged: 0,
  passed_clean: 0,
  auto_unpublished: 0,
  sent_to_review: 0,
  reversed_clean: 0,
  reversed_unpublish: 0,
  review_approved: 0,
  review_unpublished: 0,
});

/** Adds `n` items the engine judged `verdict` and whose status is `now` ('' : not a person's). */
function add(counts: Counts, verdict: string, now: string, n: number): void {
  counts.judged += n;
  if (verdict === 'CLEAN') {
    counts.passed_clean += n;
    if (now === 'MANUALLY_UNPUBLISHED') counts.reversed_clean += n;
  } else if (verdict === 'AUTO_UNPUBLISHED') {
    counts.auto_unpublished += n;
    if (now === 'MANUALLY_IGNORED') counts.reversed_unpublish += n;
  } else if (verdict === 'MODERATE') {
    counts.sent_to_review += n;
    if (now === 'MANUALLY_IGNORED') counts.review_approved += n;
    if (now === 'MANUALLY_UNPUBLISHED') counts.review_unpublished += n;
  }
}

function rowsOf(groups: Map<string, Counts>, labelOf: (key: string) => string): TAutomationRow[] {
  return [...groups]
    .map(([key, counts]) => ({ key, label: labelOf(key), ...counts }))
    .filter((row) => row.judged > 0)
    .sort((a, b) => b.judged - a.judged || a.label.localeCompare(b.label));
}

export async function analyticsAutomation(
  ctx: AppContext,
  viewer: ReportViewer,
  query: TAnalyticsQuery,
  source: FigureSource = 'rollups',
): Promise<TAutomationQuality> {
  const scope = await analyticsScope(ctx, viewer, query);
  const [rows, categories, scanners] = await Promise.all([
    readRangeTotals(ctx, scope, query, 'automation', source),
    listShownCategoryNames(ctx.database.db),
    listScannerRows(ctx.database.db),
  ]);
  const total = emptyCounts();
  const byCategory = new Map<string, Counts>();
  const byScanner = new Map<string, Counts>();
  const group = (groups: Map<string, Counts>, key: string): Counts => {
    const counts = groups.get(key) ?? emptyCounts();
    groups.set(key, counts);
    return counts;
  };
  for (const row of rows) {
    const [categoryId = '', contentType] = splitDims(row.dim2);
    if (!typeMatches(scope, contentType)) continue;
    const [verdict = '', now = ''] = row.dim1.split('>');
    const scannerId = categories.get(categoryId)?.scanner_id;
    add(total, verdict, now, row.n);
    add(group(byCategory, categoryId || ANALYTICS_NONE_KEY), verdict, now, row.n);
    add(
      group(byScanner, scannerId === undefined ? ANALYTICS_NONE_KEY : String(scannerId)),
      verdict,
      now,
      row.n,
    );
  }
  const scannerNames = new Map(scanners.map((scanner) => [String(scanner.id), scanner.name]));
  return {
    total: { key: 'all', label: ANALYTICS_LABELS.allJudged, ...total },
    by_category: rowsOf(byCategory, (key) =>
      key === ANALYTICS_NONE_KEY ? ANALYTICS_LABELS.noCategory : categoryLabel(categories, key),
    ),
    by_scanner: rowsOf(byScanner, (key) =>
      key === ANALYTICS_NONE_KEY ? ANALYTICS_LABELS.noScanner : (scannerNames.get(key) ?? key),
    ),
  };
}
