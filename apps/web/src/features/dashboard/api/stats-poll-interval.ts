import { STATS_POLL_INTERVAL_MS, type TStats } from '@vigil/contract';

/**
 * Spec §2/§9: stats are polled "while credit checking is on". The console reads that as "the
 * tenant's plan meters credits": the last stats answer has `total_credits` above zero
 * (decision 0145). Before the first answer, or for an unmetered plan, nothing is polled.
 */
export function statsPollInterval(
  stats: Pick<TStats, 'total_credits'> | undefined,
): number | false {
  return stats !== undefined && stats.total_credits > 0 ? STATS_POLL_INTERVAL_MS : false;
}
