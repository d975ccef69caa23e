/**
 * Making reports (decision 0161): one tenant's month, final or so far, and every month the
 * monthly job finds due. Safe to run twice, on several instances at once, and after any
 * outage: a month with a final report is never written again (transparency.queries.ts), and
 * the due months are whatever months with data still lack a final report.
 */
import type { AppContext } from '../../context';
import { toApiTimestamp } from '../../lib/clock';
import { createId } from '../../lib/tokens';
import { reportCsv, sha256Hex } from './report-csv';
import { reportFigures } from './report-figures';
import { addMonths, firstDay, lastDay, monthOf } from './report-months';
import {
  findTenantName,
  listReportMonths,
  listTenantIds,
  storeReport,
} from './transparency.queries';

/** Where the search for months with data starts for a tenant without any final report. */
const EARLIEST_DAY = '1970-01-01';

export interface ReportRequest {
  tenantId: string;
  month: string;
  status: 'final' | 'partial';
  /** null for the monthly job. */
  generatedBy: string | null;
  now: Date;
}

/** Computes and stores one report; false when its month has a final report already. */
export async function generateReport(ctx: AppContext, request: ReportRequest): Promise<boolean> {
  const { db } = ctx.database;
  const tenantName = await findTenantName(db, request.tenantId);
  if (tenantName === undefined) return false;
  const period = {
    from: firstDay(request.month),
    to:
      request.status === 'final' ? lastDay(request.month) : request.now.toISOString().slice(0, 10),
  };
  const generatedAt = toApiTimestamp(request.now);
  const figures = await reportFigures(ctx, {
    tenantId: request.tenantId,
    tenantName,
    month: request.month,
    period,
    status: request.status,
    generatedAt,
  });
  const csv = reportCsv(figures);
  return storeReport(db, {
    id: createId(),
    tenant_id: request.tenantId,
    month: request.month,
    status: request.status,
    period_from: period.from,
    period_to: period.to,
    generated_at: request.now.toISOString(),
    generated_by: request.generatedBy,
    figures: JSON.stringify(figures),
    csv,
    sha256: sha256Hex(csv),
  });
}

/**
 * The months before `now`'s that need a final report: those with data (an item submitted or
 * decided) after the tenant's latest final report, and any still only partial. A past month
 * gains no data later (every change counts on the day it is made), so the months before the
 * latest final report were settled when it was made.
 */
export async function dueMonths(ctx: AppContext, tenantId: string, now: Date): Promise<string[]> {
  const current = monthOf(now);
  const reports = await listReportMonths(ctx.database.db, tenantId);
  const finals = new Set(reports.filter((row) => row.status === 'final').map((row) => row.month));
  const latestFinal = [...finals].sort().at(-1);
  const from = latestFinal === undefined ? EARLIEST_DAY : firstDay(addMonths(latestFinal, 1));
  const to = lastDay(addMonths(current, -1));
  const due = new Set(
    reports
      .filter((row) => row.status === 'partial' && row.month < current)
      .map((row) => row.month),
  );
  if (from <= to) {
    const days = await ctx.services.reports.readRollupDays({
      tenantId,
      kinds: ['submissions', 'decisions'],
      from,
      to,
      domainIds: null,
      byDomain: false,
    });
    for (const day of days) if (day.n > 0) due.add(day.day.slice(0, 7));
  }
  return [...due].filter((month) => !finals.has(month)).sort();
}

export interface DueRun {
  /** Final reports written. */
  written: number;
  /** Tenants whose reports could not be made (logged); they are tried again. */
  failed: string[];
}

/** Every tenant's due months, oldest first; one tenant's failure does not stop the others. */
export async function generateDueReports(ctx: AppContext, now: Date): Promise<DueRun> {
  const run: DueRun = { written: 0, failed: [] };
  for (const tenantId of await listTenantIds(ctx.database.db)) {
    try {
      for (const month of await dueMonths(ctx, tenantId, now)) {
        const request = { tenantId, month, status: 'final' as const, generatedBy: null, now };
        if (await generateReport(ctx, request)) run.written += 1;
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      ctx.logger.error({ tenantId, err: message }, 'transparency reports could not be made');
      run.failed.push(tenantId);
    }
  }
  return run;
}
