/**
 * Analytics figures computed directly from the reports and their scores as they are now,
 * applying decision 0170's definitions in plain JavaScript: the property tests' second
 * reference beside the plain SQL, written without the roll-ups' code.
 */
import {
  scoreBucket,
  SCORE_BUCKET_COUNT,
  type AnalyticsOutcome,
  type TAnalyticsPeriod,
} from '@vigil/contract';
import type { StoredReport } from './analytics-test-kit';

export interface OracleScope {
  /** null: every report, deleted domains' included. */
  domainIds: ReadonlySet<string> | null;
  contentType: string | undefined;
}

const OUTCOME_OF_VERDICT: Readonly<Record<string, AnalyticsOutcome>> = {
  CLEAN: 'clean',
  MODERATE: 'review',
  AUTO_UNPUBLISHED: 'auto_unpublished',
};
const OUTCOME_OF_DECISION: Readonly<Record<string, AnalyticsOutcome>> = {
  MANUALLY_UNPUBLISHED: 'manually_unpublished',
  MANUALLY_IGNORED: 'approved',
};

const dayOf = (timestamp: string): string => timestamp.slice(0, 10);

export function inScope(report: StoredReport, scope: OracleScope): boolean {
  const domain =
    scope.domainIds === null ||
    (report.domain_id !== null && scope.domainIds.has(report.domain_id));
  return domain && (scope.contentType === undefined || report.content_type === scope.contentType);
}

/** The engine's verdict and its day, when the version was scanned. */
function scan(report: StoredReport): { verdict: string; day: string } | undefined {
  const verdict = report.automated_status;
  if (verdict === null || report.scanned_at === null) return undefined;
  return OUTCOME_OF_VERDICT[verdict] ? { verdict, day: dayOf(report.scanned_at) } : undefined;
}

/** A moderator's decision that stands, and its day. */
function decision(report: StoredReport): { status: string; day: string } | undefined {
  if (!OUTCOME_OF_DECISION[report.status] || report.decided_at === null) return undefined;
  return { status: report.status, day: dayOf(report.decided_at) };
}

const periodIndex = (periods: readonly TAnalyticsPeriod[], day: string): number =>
  periods.findIndex((period) => period.start <= day && day <= period.end);

/** Per outcome, the count of each period. */
export function outcomesPerPeriod(
  reports: readonly StoredReport[],
  scope: OracleScope,
  periods: readonly TAnalyticsPeriod[],
): Map<AnalyticsOutcome, number[]> {
  const counts = new Map<AnalyticsOutcome, number[]>();
  const add = (outcome: AnalyticsOutcome | undefined, day: string) => {
    const index = periodIndex(periods, day);
    if (outcome === undefined || index < 0) return;
    const list = counts.get(outcome) ?? periods.map(() => 0);
    list[index] = (list[index] ?? 0) + 1;
    counts.set(outcome, list);
  };
  for (const report of reports.filter((entry) => inScope(entry, scope))) {
    const scanned = scan(report);
    if (scanned) add(OUTCOME_OF_VERDICT[scanned.verdict], scanned.day);
    const decided = decision(report);
    if (decided) add(OUTCOME_OF_DECISION[decided.status], decided.day);
  }
  return counts;
}

/** Items sent to review and not decided by a person at the end of each period's last day. */
export function backlogPerPeriod(
  reports: readonly StoredReport[],
  scope: OracleScope,
  periods: readonly TAnalyticsPeriod[],
): number[] {
  const queued = reports.filter((report) => inScope(report, scope) && scan(report));
  return periods.map(
    (period) =>
      queued.filter((report) => {
        const scanned = scan(report);
        const decided = decision(report);
        return (
          scanned?.verdict === 'MODERATE' &&
          scanned.day <= period.end &&
          !(decided && decided.day <= period.end)
        );
      }).length,
  );
}

/** Per category, the scores of the versions scanned in the range, in buckets. */
export function scoreBuckets(
  reports: readonly StoredReport[],
  scope: OracleScope,
  range: { from: string; to: string },
): Map<string, number[]> {
  const buckets = new Map<string, number[]>();
  for (const report of reports.filter((entry) => inScope(entry, scope))) {
    const scanned = scan(report);
    if (!scanned || scanned.day < range.from || scanned.day > range.to) continue;
    for (const score of report.scores) {
      const list =
        buckets.get(score.category_id) ?? Array.from({ length: SCORE_BUCKET_COUNT }, () => 0);
      const bucket = scoreBucket(score.score);
      list[bucket] = (list[bucket] ?? 0) + 1;
      buckets.set(score.category_id, list);
    }
  }
  return buckets;
}

/** Per deciding user ('' for users since deleted), their decisions that stand in the range. */
export function decisionsPerUser(
  reports: readonly StoredReport[],
  scope: OracleScope,
  range: { from: string; to: string },
  users: ReadonlySet<string>,
): Map<string, { unpublished: number; approved: number }> {
  const counts = new Map<string, { unpublished: number; approved: number }>();
  for (const report of reports.filter((entry) => inScope(entry, scope))) {
    const decided = decision(report);
    if (!decided || decided.day < range.from || decided.day > range.to) continue;
    const user =
      report.decided_by !== null && users.has(report.decided_by) ? report.decided_by : '';
    const entry = counts.get(user) ?? { unpublished: 0, approved: 0 };
    if (decided.status === 'MANUALLY_UNPUBLISHED') entry.unpublished += 1;
    else entry.approved += 1;
    counts.set(user, entry);
  }
  return counts;
}

/** The automation figures of every item the engine judged in the range. */
export function automationTotal(
  reports: readonly StoredReport[],
  scope: OracleScope,
  range: { from: string; to: string },
) {
  const total = {
    judged: 0,
    passed_clean: 0,
    auto_unpublished: 0,
    sent_to_review: 0,
    reversed_clean: 0,
    reversed_unpublish: 0,
    review_approved: 0,
    review_unpublished: 0,
  };
  for (const report of reports.filter((entry) => inScope(entry, scope))) {
    const scanned = scan(report);
    if (!scanned || scanned.day < range.from || scanned.day > range.to) continue;
    const now = decision(report)?.status;
    total.judged += 1;
    if (scanned.verdict === 'CLEAN') {
      total.passed_clean += 1;
      if (now === 'MANUALLY_UNPUBLISHED') total.reversed_clean += 1;
    } else if (scanned.verdict === 'AUTO_UNPUBLISHED') {
      total.auto_unpublished += 1;
      if (now === 'MANUALLY_IGNORED') total.reversed_unpublish += 1;
    } else {
      total.sent_to_review += 1;
      if (now === 'MANUALLY_IGNORED') total.review_approved += 1;
      if (now === 'MANUALLY_UNPUBLISHED') total.review_unpublished += 1;
    }
  }
  return total;
}
