/**
 * What the dashboard benchmark times, each read twice: from the roll-ups and by the plain
 * aggregate queries over the reports that give the same answer (decision 0140).
 */
import type { RollupKind } from '../src/db/schema/moderation-engine';
import type { RollupReadScope } from '../src/modules/reports/reports.service';
import type { DashboardBench } from './dashboard-fixture';

export interface DayRange {
  from: string;
  to: string;
}

export interface DashboardRead {
  label: string;
  rollups(range: DayRange): Promise<unknown>;
  plain(range: DayRange): Promise<unknown>;
}

/** The kinds GET /api/stats reads (total, decisions, response time, top categories, artifacts). */
const STATS_KINDS: readonly RollupKind[] = [
  'items',
  'decisions',
  'response',
  'categories',
  'artifacts',
];

/** Rows in one order, so two answers compare by their JSON. */
export function canonical(answer: unknown): string {
  if (!Array.isArray(answer)) return JSON.stringify(answer);
  return JSON.stringify(answer.map((row) => JSON.stringify(row)).sort());
}

/** Service-level reads: readRollupTotals / readRollupDays against readPlainTotals / readPlainDays. */
export function serviceReads(bench: DashboardBench): DashboardRead[] {
  const reports = bench.server.ctx.services.reports;
  const scope = (kinds: readonly RollupKind[], range: DayRange): RollupReadScope => ({
    tenantId: bench.tenant.tenantId,
    kinds,
    ...range,
    domainIds: null,
  });
  const totals = (label: string, kinds: readonly RollupKind[]): DashboardRead => ({
    label,
    rollups: (range) => reports.readRollupTotals(scope(kinds, range)),
    plain: (range) => reports.readPlainTotals(scope(kinds, range)),
  });
  const days = (label: string, kinds: readonly RollupKind[]): DashboardRead => ({
    label,
    rollups: (range) => reports.readRollupDays(scope(kinds, range)),
    plain: (range) => reports.readPlainDays(scope(kinds, range)),
  });
  return [
    totals(`totals: ${STATS_KINDS.join(', ')} (the stats)`, STATS_KINDS),
    days('per day: items, decisions (moderation activity)', ['items', 'decisions']),
    totals('totals: authors', ['authors']),
    totals('totals: scanners', ['scanners']),
    totals('totals: extractors', ['extractors']),
  ];
}
