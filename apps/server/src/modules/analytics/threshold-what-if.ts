/**
 * GET /domain-scanner-settings/:id/what-if (decision 0170): for one scanner installed on one
 * domain, each of its categories' scores over the last WHAT_IF_DAYS days (today, by the
 * clock, included) in score buckets, split by the engine's real verdict on the item — the
 * domain's own `scores` roll-ups. The console moves the threshold handles over this answer.
 */
import {
  SCORE_BUCKET_COUNT,
  WHAT_IF_DAYS,
  emptyVerdictCounts,
  sortCategoriesByName,
  type CategoryVerdict,
  type TThresholdWhatIf,
  type TWhatIfBucket,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { listCategoryRows } from '../engine/categories.queries';
import { findTenantDomainScanner } from '../engine/scanner-settings.queries';
import { notFound } from '../../lib/http-errors';
import { addDays, splitDims, type ReportViewer } from '../reports/reports.service';
import { dashboardScope } from '../dashboard/dashboard-scope';
import type { FigureSource } from './analytics-source';

const VERDICTS: ReadonlySet<string> = new Set<CategoryVerdict>(['passed', 'review', 'unpublished']);
const isVerdict = (value: string | undefined): value is CategoryVerdict =>
  value !== undefined && VERDICTS.has(value);

export async function thresholdWhatIf(
  ctx: AppContext,
  viewer: ReportViewer,
  domainScannerId: string,
  source: FigureSource = 'rollups',
): Promise<TThresholdWhatIf> {
  const { db } = ctx.database;
  const installed = await findTenantDomainScanner(db, viewer.tenantId, domainScannerId);
  // A moderator sees a domain's what-if only when the domain is open to their groups; to
  // anyone else the scanner is not there, as another tenant's is.
  const scope = await dashboardScope(ctx, viewer);
  if (!installed || !scope.domains.has(installed.domain_id)) throw notFound();
  const to = ctx.clock.now().toISOString().slice(0, 10);
  const from = addDays(to, -(WHAT_IF_DAYS - 1));
  const read = {
    tenantId: viewer.tenantId,
    kinds: ['scores' as const],
    from,
    to,
    domainIds: [installed.domain_id],
    byDomain: false,
  };
  const [rows, categories] = await Promise.all([
    source === 'rollups'
      ? ctx.services.reports.readRollupTotals(read)
      : ctx.services.reports.readPlainTotals(read),
    listCategoryRows(db, installed.scanner_id),
  ]);
  const buckets = new Map<string, TWhatIfBucket[]>(
    categories.map((category) => [
      category.id,
      Array.from({ length: SCORE_BUCKET_COUNT }, emptyVerdictCounts),
    ]),
  );
  for (const row of rows) {
    const [bucket, , verdict] = splitDims(row.dim2);
    const counts = buckets.get(row.dim1)?.[Number(bucket)];
    if (counts && isVerdict(verdict)) counts[verdict] += row.n;
  }
  return {
    from,
    to,
    categories: sortCategoriesByName(categories).map((category) => ({
      category_id: category.id,
      buckets: buckets.get(category.id) ?? [],
    })),
  };
}
