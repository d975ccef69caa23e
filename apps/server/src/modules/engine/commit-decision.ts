/**
 * Writes one automated decision in ONE transaction (decision 0080): the status change through
 * the reports module (only while the report is still the PENDING version that was scanned;
 * with its scores, audit row and the plugins' callbacks) and the credits it cost. Two workers,
 * or an edit arriving mid-scan, therefore never produce two decisions, two charges or
 * callbacks for content that has changed.
 */
import type { AppContext } from '../../context';
import { toStoredTimestamp } from '../../lib/clock';
import type { CategoryScores } from '../scanning/scanning-types';
import { spendCredits, type CreditBalance } from './credits';
import type { AutomatedStatus } from './decide';
import type { ScanReportRow } from '../reports/reports.service';

export interface AutomatedDecision {
  status: AutomatedStatus;
  reason: string;
  topCategoryId: string | null;
  topScore: number | null;
  scores: CategoryScores;
  /** JSON summary of what the extractors found, or null. */
  extraction: string | null;
  /** The extractors that read the item (none when `extraction` is null). */
  extractorIds: readonly string[];
  /** The scanners that scored it. */
  scannerIds: readonly number[];
  /** Credits to spend (0 when no scanner ran). */
  credits: number;
  /** Audit detail: why, in a sentence. */
  detail: string;
}

/** 'decided', or why not: the report moved on ('stale') or the credits ran out meanwhile. */
export type CommitResult = 'decided' | 'stale' | 'no-credits';

class Rollback extends Error {
  constructor(readonly result: Exclude<CommitResult, 'decided'>) {
    super(result);
  }
}

export async function commitDecision(
  ctx: AppContext,
  report: ScanReportRow,
  decision: AutomatedDecision,
  balance: Pick<CreditBalance, 'month' | 'allowance'> | null,
): Promise<CommitResult> {
  const now = ctx.clock.now();
  const stamp = toStoredTimestamp(now);
  try {
    await ctx.database.db.transaction().execute(async (trx) => {
      const decided = await ctx.services.reports.withTransaction(trx).recordStatusChange({
        now,
        tenantId: report.tenant_id,
        reportId: report.id,
        from: { status: report.status, version: report.version },
        to: decision.status,
        changes: {
          status_reason: decision.reason,
          top_category_id: decision.topCategoryId,
          top_score: decision.topScore,
          extraction: decision.extraction,
          extractor_ids: [...decision.extractorIds].sort().join(','),
          scanner_ids: [...decision.scannerIds].sort((a, b) => a - b).join(','),
          credits_charged: decision.credits,
          scanned_at: stamp,
          decided_at: stamp,
          decision_source: 'automated',
          decided_by: null,
        },
        scores: decision.scores,
        audit: {
          action: 'scanned',
          actor: null,
          categoryId: decision.topCategoryId,
          score: decision.topScore,
          detail: decision.detail,
        },
        routing: report,
      });
      if (!decided) throw new Rollback('stale');
      if (decision.credits > 0) {
        if (!balance || !(await spendCredits(trx, report.tenant_id, balance, decision.credits))) {
          throw new Rollback('no-credits');
        }
      }
    });
  } catch (error) {
    if (error instanceof Rollback) return error.result;
    throw error;
  }
  return 'decided';
}

/** Notes on a still-PENDING report why it waits (no audit row: its status did not change). */
export async function markWaiting(
  ctx: AppContext,
  report: ScanReportRow,
  reason: string,
): Promise<void> {
  if (report.status_reason === reason) return;
  await ctx.services.reports.updatePendingReport(
    report.tenant_id,
    report.id,
    report.version,
    { status_reason: reason },
    ctx.clock.now(),
  );
}
