import type { AppContext } from '../../context';

/** Runs a submitted item through the domain's extractors, rules and scanners and decides it. */
export function registerScanJob(ctx: AppContext): void {
  void ctx;
}
