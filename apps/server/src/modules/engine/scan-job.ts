import type { AppContext } from '../../context';
import { createScanSuite } from './scan-suite';
import { scanReport } from './scan-report';

/**
 * Runs a submitted item through the domain's rules, extractors and scanners and decides it
 * (docs/decisions/0080-moderation-engine.md). Job kind 'scan', payload {reportId, version}.
 */
export function registerScanJob(ctx: AppContext): void {
  const deps = { ctx, suite: createScanSuite(ctx) };
  ctx.jobs.register('scan', (job) => scanReport(deps, job));
}
