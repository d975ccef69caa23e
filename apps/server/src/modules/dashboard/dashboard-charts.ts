/**
 * GET /charts/:chartId (decision 0141): each chart of the dashboard from the roll-ups, in the
 * shape its contract schema states. A deleted domain's or user's counts are gathered under one
 * entry (CHART_LABELS) rather than dropped: the history stays.
 */
import {
  CHART_LABELS,
  TOP_LIST_LENGTH,
  type ChartId,
  type TAnyChartPoint,
  type TChartData,
  type TDateRangeQuery,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import type { RollupKind } from '../../db/schema/moderation-engine';
import { listExtractorRows, listScannerRows } from '../catalogue/catalogue.queries';
import { daysOf, type ReportViewer } from '../reports/reports.service';
import { listShownCategoryNames, listUserNames } from './dashboard.queries';
import { dashboardScope, domainKey, domainName, type DashboardScope } from './dashboard-scope';
import { topAuthorsUnpublished } from './top-authors';
import { readDays, readTotals, sumBy, topEntries, type FigureSource } from './figure-source';

const UNPUBLISHED = new Set(['AUTO_UNPUBLISHED', 'MANUALLY_UNPUBLISHED']);
const CLEAN = new Set(['CLEAN', 'MANUALLY_IGNORED']);

interface ChartInput {
  ctx: AppContext;
  scope: DashboardScope;
  range: TDateRangeQuery;
  source: FigureSource;
}

const totals = (input: ChartInput, kinds: readonly RollupKind[], byDomain = false) =>
  readTotals(input.ctx, input.scope, input.range, kinds, input.source, byDomain);

async function moderationActivity(input: ChartInput): Promise<TChartData<'moderation-activity'>> {
  // A kind of its own, day by outcome: a year is a few thousand rows (decision 0151).
  const rows = await readDays(input.ctx, input.scope, input.range, ['activity'], input.source);
  if (rows.length === 0) return [];
  const points = new Map(
    daysOf(input.range.from, input.range.to).map((day) => [
      day,
      {
        day,
        submitted: 0,
        clean: 0,
        auto_unpublished: 0,
        manually_unpublished: 0,
        approved: 0,
        waiting: 0,
      },
    ]),
  );
  for (const row of rows) {
    const point = points.get(row.day);
    if (!point) continue;
    if (row.dim1 === 'submitted') {
      point.submitted += row.n;
      if (row.dim2 === 'waiting') point.waiting += row.n;
    } else if (row.dim1 === 'CLEAN') point.clean += row.n;
    else if (row.dim1 === 'AUTO_UNPUBLISHED') point.auto_unpublished += row.n;
    else if (row.dim1 === 'MANUALLY_UNPUBLISHED') point.manually_unpublished += row.n;
    else if (row.dim1 === 'MANUALLY_IGNORED') point.approved += row.n;
  }
  return [...points.values()];
}

async function topUsersUnpublishing(
  input: ChartInput,
): Promise<TChartData<'top-users-unpublishing'>> {
  const rows = await totals(input, ['decisions']);
  const users = await listUserNames(input.ctx.database.db, input.scope.tenantId);
  const byUser = sumBy(rows, (row) =>
    row.dim1 === 'MANUALLY_UNPUBLISHED' ? (users.has(row.dim2) ? row.dim2 : '') : undefined,
  );
  return topEntries(
    [...byUser].map(([userId, count]) => ({
      user_id: userId === '' ? null : userId,
      name: users.get(userId) ?? CHART_LABELS.formerUsers,
      count,
    })),
    (entry) => entry.count,
    (entry) => entry.name,
    TOP_LIST_LENGTH,
  );
}

async function topDomains(input: ChartInput): Promise<TChartData<'top-domains'>> {
  // Each domain's submissions, split by whether they are unpublished: two rows a period.
  const rows = await totals(input, ['submissions'], true);
  const key = (domainId: string) => domainKey(input.scope, domainId);
  const submitted = sumBy(rows, (row) => key(row.domain_id));
  const unpublished = sumBy(rows, (row) =>
    row.dim2 === 'unpublished' ? key(row.domain_id) : undefined,
  );
  return topEntries(
    [...submitted].map(([domainId, count]) => ({
      domain_id: domainId === '' ? null : domainId,
      name: domainName(input.scope, domainId),
      submitted: count,
      unpublished: unpublished.get(domainId) ?? 0,
    })),
    (entry) => entry.submitted,
    (entry) => entry.name,
    TOP_LIST_LENGTH,
  );
}

async function cleanVsUnpublished(input: ChartInput): Promise<TChartData<'clean-vs-unpublished'>> {
  const rows = await totals(input, ['items']);
  const clean = rows.reduce((sum, row) => (CLEAN.has(row.dim2) ? sum + row.n : sum), 0);
  const unpublished = rows.reduce((sum, row) => (UNPUBLISHED.has(row.dim2) ? sum + row.n : sum), 0);
  if (clean + unpublished === 0) return [];
  return [
    { outcome: 'clean', count: clean },
    { outcome: 'unpublished', count: unpublished },
  ];
}

async function contentTypes(input: ChartInput): Promise<TChartData<'content-types'>> {
  const rows = await totals(input, ['items']);
  const count = sumBy(rows, (row) => row.dim1);
  const unpublished = sumBy(rows, (row) => (UNPUBLISHED.has(row.dim2) ? row.dim1 : undefined));
  return topEntries(
    [...count].map(([contentType, n]) => ({
      content_type: contentType,
      count: n,
      unpublished: unpublished.get(contentType) ?? 0,
    })),
    (entry) => entry.count,
    (entry) => entry.content_type,
    Number.POSITIVE_INFINITY,
  );
}

async function extractors(input: ChartInput): Promise<TChartData<'extractors'>> {
  const [rows, catalogue] = await Promise.all([
    totals(input, ['extractors']),
    listExtractorRows(input.ctx.database.db),
  ]);
  const count = sumBy(rows, (row) => row.dim1);
  return topEntries(
    catalogue.map((extractor) => ({
      extractor_id: extractor.id,
      name: extractor.name,
      count: count.get(extractor.id) ?? 0,
    })),
    (entry) => entry.count,
    (entry) => entry.name,
    Number.POSITIVE_INFINITY,
  );
}

async function scanners(input: ChartInput): Promise<TChartData<'scanners'>> {
  const [rows, catalogue] = await Promise.all([
    totals(input, ['scanners']),
    listScannerRows(input.ctx.database.db),
  ]);
  const scanned = sumBy(rows, (row) => (row.dim2 === 'scanned' ? row.dim1 : undefined));
  const flagged = sumBy(rows, (row) => (row.dim2 === 'flagged' ? row.dim1 : undefined));
  return catalogue
    .map((scanner) => ({
      scanner_id: scanner.id,
      name: scanner.name,
      scanned: scanned.get(String(scanner.id)) ?? 0,
      flagged: flagged.get(String(scanner.id)) ?? 0,
    }))
    .filter((entry) => entry.scanned + entry.flagged > 0);
}

async function topCategories(input: ChartInput): Promise<TChartData<'top-categories'>> {
  const [rows, categories] = await Promise.all([
    totals(input, ['categories']),
    listShownCategoryNames(input.ctx.database.db),
  ]);
  const count = sumBy(rows, (row) => row.dim1);
  return topEntries(
    [...count].map(([categoryId, n]) => {
      const category = categories.get(categoryId);
      return {
        category_id: categoryId,
        name: category?.name ?? categoryId,
        scanner_id: category?.scanner_id ?? 0,
        count: n,
      };
    }),
    (entry) => entry.count,
    (entry) => entry.name,
    TOP_LIST_LENGTH,
  );
}

const CHARTS: Readonly<Record<ChartId, (input: ChartInput) => Promise<TAnyChartPoint[]>>> = {
  'moderation-activity': moderationActivity,
  'top-users-unpublishing': topUsersUnpublishing,
  'top-domains': topDomains,
  'clean-vs-unpublished': cleanVsUnpublished,
  'content-types': contentTypes,
  extractors,
  scanners,
  'top-categories': topCategories,
  'top-authors-unpublished': (input) =>
    topAuthorsUnpublished(input.ctx, input.scope, input.range, input.source),
};

export async function dashboardChart(
  ctx: AppContext,
  viewer: ReportViewer,
  chartId: ChartId,
  range: TDateRangeQuery,
  source: FigureSource = 'rollups',
): Promise<TAnyChartPoint[]> {
  const scope = await dashboardScope(ctx, viewer);
  return CHARTS[chartId]({ ctx, scope, range, source });
}
