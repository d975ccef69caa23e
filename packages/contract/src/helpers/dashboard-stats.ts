/**
 * Spec §3 dashboard derivations from the stats object. Percentages are of `total` (items
 * submitted in the range) and are 0, never NaN or Infinity, when nothing was submitted.
 */
import type { TStats } from '../stats/get-stats';

export const UNKNOWN_PLAN_NAME = '(Unknown)';

export interface DashboardFigures {
  /** Items unpublished, by a person or automatically. */
  readonly moderations: number;
  /** Moderations as a percentage of all items submitted in the range. */
  readonly moderationShare: number;
  readonly humanRejectRate: number;
  readonly botRejectRate: number;
  readonly domainsInUse: number;
  readonly totalDomains: number;
  readonly planName: string;
}

/** `part` as a percentage of `whole`; 0 when there is no whole to divide by. */
export function percentageOf(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return 0;
  return (part / whole) * 100;
}

export function planNameOrUnknown(planName: string | null | undefined): string {
  const trimmed = planName?.trim();
  return trimmed ? trimmed : UNKNOWN_PLAN_NAME;
}

export function deriveDashboardFigures(
  stats: Pick<
    TStats,
    'total' | 'bot_reject' | 'human_reject' | 'domains' | 'total_domains' | 'plan_name'
  >,
): DashboardFigures {
  const moderations = stats.human_reject + stats.bot_reject;
  return {
    moderations,
    moderationShare: percentageOf(moderations, stats.total),
    humanRejectRate: percentageOf(stats.human_reject, stats.total),
    botRejectRate: percentageOf(stats.bot_reject, stats.total),
    domainsInUse: stats.domains,
    totalDomains: stats.total_domains,
    planName: planNameOrUnknown(stats.plan_name),
  };
}
