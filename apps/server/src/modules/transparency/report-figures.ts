/**
 * A transparency report's figures for one period (decision 0160), read from the roll-ups the
 * way the dashboard reads them (dashboard/figure-source.ts), or by plain queries over the
 * reports for the tests' yardstick. Every figure counts the whole tenant, deleted domains
 * included, as the items stand when the report is generated.
 */
import {
  AUTOMATED_OUTCOMES,
  DETECTION_METHODS,
  NO_SCANNER_MEANS,
  REPORT_CONTENT_TYPES,
  TRANSPARENCY_MEASURES,
  TRANSPARENCY_PDF_TEXTS,
  type TMeasureCounts,
  type TTransparencyFigures,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import type { RollupTotal } from '../reports/reports.service';
import { listExtractorRows, listScannerRows } from '../catalogue/catalogue.queries';
import { listDomainRows } from '../domains/domains.queries';
import { listShownCategoryNames } from '../dashboard/dashboard.queries';
import { medianOfBuckets } from '../dashboard/dashboard-stats';
import type { DashboardScope } from '../dashboard/dashboard-scope';
import { readTotals, sumBy, type FigureSource } from '../dashboard/figure-source';
import { complaintFigures } from './complaint-figures';

export interface FiguresRequest {
  tenantId: string;
  tenantName: string;
  month: string;
  period: { from: string; to: string };
  status: TTransparencyFigures['status'];
  /** API form, `YYYY-MM-DDTHH:mm:ssZ`. */
  generatedAt: string;
}

const MEASURE_SET: ReadonlySet<string> = new Set(TRANSPARENCY_MEASURES);
const PEOPLE_MEASURES: ReadonlySet<string> = new Set(['MANUALLY_UNPUBLISHED', 'MANUALLY_IGNORED']);

/** Content types in the contract's order, then any other the plugins sent, by name. */
function contentTypeOrder(a: string, b: string): number {
  const rank = (type: string) => {
    const index = (REPORT_CONTENT_TYPES as readonly string[]).indexOf(type);
    return index === -1 ? REPORT_CONTENT_TYPES.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

function byContentType(counts: ReadonlyMap<string, number>) {
  return [...counts]
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => contentTypeOrder(a, b))
    .map(([content_type, count]) => ({ content_type, count }));
}

function measureCounts(rows: readonly RollupTotal[]): TMeasureCounts {
  const counts: TMeasureCounts = {
    AUTO_UNPUBLISHED: 0,
    MANUALLY_UNPUBLISHED: 0,
    MANUALLY_IGNORED: 0,
    total: 0,
  };
  for (const row of rows) {
    if (!MEASURE_SET.has(row.dim1)) continue;
    counts[row.dim1 as keyof Omit<TMeasureCounts, 'total'>] += row.n;
    counts.total += row.n;
  }
  return counts;
}

/** Rows grouped by a key, in first-seen order. */
function groupBy<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

function itemsFigures(rows: readonly RollupTotal[], domains: ReadonlyMap<string, string>) {
  const items = rows.filter((row) => row.kind === 'items');
  const perDomain = groupBy(items, (row) => (domains.has(row.domain_id) ? row.domain_id : ''));
  const byDomain = [...perDomain].map(([domainId, domainRows]) => {
    const types = sumBy(domainRows, (row) => row.dim1);
    const list = byContentType(types);
    return {
      domain: domains.get(domainId) ?? TRANSPARENCY_PDF_TEXTS.deletedDomains,
      deleted: domainId === '',
      by_content_type: list,
      total: list.reduce((sum, entry) => sum + entry.count, 0),
    };
  });
  const list = byContentType(sumBy(items, (row) => row.dim1));
  return {
    total: list.reduce((sum, entry) => sum + entry.count, 0),
    by_content_type: list,
    by_domain: byDomain
      .filter((entry) => entry.total > 0)
      .sort(
        (a, b) =>
          Number(a.deleted) - Number(b.deleted) ||
          b.total - a.total ||
          a.domain.localeCompare(b.domain),
      ),
  };
}

async function measuresFigures(ctx: AppContext, rows: readonly RollupTotal[]) {
  const categories = await listShownCategoryNames(ctx.database.db);
  const measures = rows.filter((row) => row.kind === 'measures');
  const byCategory = [...groupBy(measures, (row) => row.dim2)]
    .map(([categoryId, categoryRows]) => ({
      category_id: categoryId === '' ? null : categoryId,
      category:
        categoryId === ''
          ? TRANSPARENCY_PDF_TEXTS.noCategory
          : (categories.get(categoryId)?.name ?? categoryId),
      counts: measureCounts(categoryRows),
    }))
    .filter((entry) => entry.counts.total > 0)
    .sort(
      (a, b) =>
        Number(a.category_id === null) - Number(b.category_id === null) ||
        b.counts.total - a.counts.total ||
        a.category.localeCompare(b.category),
    );
  const detections = rows.filter((row) => row.kind === 'detections');
  return {
    by_type: measureCounts(measures),
    by_category: byCategory,
    by_detection: DETECTION_METHODS.map((detection) => ({
      detection,
      counts: measureCounts(detections.filter((row) => row.dim2 === detection)),
    })),
  };
}

async function automatedMeans(ctx: AppContext, rows: readonly RollupTotal[]) {
  const scanners = new Map(
    (await listScannerRows(ctx.database.db)).map((row) => [String(row.id), row.name]),
  );
  const scanned = sumBy(rows, (row) =>
    row.kind === 'scanners' && row.dim2 === 'scanned' ? row.dim1 : undefined,
  );
  const keyOf = (row: RollupTotal) =>
    `${row.dim2 === '' ? NO_SCANNER_MEANS : row.dim2}\u0000${row.dim1}`;
  const decisions = sumBy(rows, (row) => (row.kind === 'automated' ? keyOf(row) : undefined));
  const overturned = sumBy(rows, (row) => (row.kind === 'overturned' ? keyOf(row) : undefined));
  const meansIds = new Set<string>();
  for (const [id, count] of scanned) if (count > 0) meansIds.add(id);
  for (const [key, count] of decisions) if (count > 0) meansIds.add(key.split('\u0000')[0] ?? '');
  const rank = (id: string) => (id === NO_SCANNER_MEANS ? Number.MAX_SAFE_INTEGER : Number(id));
  return [...meansIds]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((meansId) => ({
      means_id: meansId,
      means:
        meansId === NO_SCANNER_MEANS
          ? TRANSPARENCY_PDF_TEXTS.noScannerMeans
          : TRANSPARENCY_PDF_TEXTS.scanner(scanners.get(meansId) ?? meansId),
      items_scanned: meansId === NO_SCANNER_MEANS ? null : (scanned.get(meansId) ?? 0),
      outcomes: AUTOMATED_OUTCOMES.map((outcome) => ({
        outcome,
        decisions: decisions.get(`${meansId}\u0000${outcome}`) ?? 0,
        overturned: overturned.get(`${meansId}\u0000${outcome}`) ?? 0,
      })).filter((entry) => entry.decisions > 0),
    }));
}

async function extractorFigures(ctx: AppContext, rows: readonly RollupTotal[]) {
  const names = new Map(
    (await listExtractorRows(ctx.database.db)).map((row) => [row.id, row.name]),
  );
  return [...sumBy(rows, (row) => (row.kind === 'extractors' ? row.dim1 : undefined))]
    .filter(([, items]) => items > 0)
    .map(([id, items]) => ({ extractor_id: id, extractor: names.get(id) ?? id, items }))
    .sort((a, b) => b.items - a.items || a.extractor.localeCompare(b.extractor));
}

/** People behind the period's measures that stand: deciding users of people's decisions. */
function moderatorCount(rows: readonly RollupTotal[]): number {
  const people = sumBy(rows, (row) =>
    row.kind === 'decisions' && PEOPLE_MEASURES.has(row.dim1) && row.dim2 !== ''
      ? row.dim2
      : undefined,
  );
  return [...people.values()].filter((n) => n > 0).length;
}

export async function reportFigures(
  ctx: AppContext,
  request: FiguresRequest,
  source: FigureSource = 'rollups',
): Promise<TTransparencyFigures> {
  const domainRows = await listDomainRows(ctx.database.db, request.tenantId);
  const scope: DashboardScope = {
    tenantId: request.tenantId,
    domains: new Map(domainRows.map((row) => [row.id, row.name])),
    // Every domain, deleted ones included: the report is the whole tenant's.
    domainIds: null,
  };
  const range = request.period;
  // Items per domain; everything else only for the tenant as a whole (fewer rows).
  const [perDomain, whole] = await Promise.all([
    readTotals(ctx, scope, range, ['items'], source, true),
    readTotals(
      ctx,
      scope,
      range,
      [
        'decisions',
        'measures',
        'detections',
        'response',
        'automated',
        'overturned',
        'scanners',
        'extractors',
      ],
      source,
    ),
  ]);
  const response = sumBy(whole, (row) => (row.kind === 'response' ? row.dim2 : undefined));
  return {
    format: 1,
    tenant: request.tenantName,
    month: request.month,
    period: request.period,
    status: request.status,
    generated_at: request.generatedAt,
    items: itemsFigures(perDomain, scope.domains),
    measures: await measuresFigures(ctx, whole),
    response: {
      decided: [...response.values()].reduce((sum, n) => sum + n, 0),
      median_seconds: medianOfBuckets(response),
    },
    moderators: moderatorCount(whole),
    automated_means: await automatedMeans(ctx, whole),
    complaints: await complaintFigures(ctx, request.tenantId, request.period),
    extractors: await extractorFigures(ctx, whole),
  };
}
