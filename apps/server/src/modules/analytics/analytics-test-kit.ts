/**
 * Helpers of Analytics' property tests: random report histories with random scores, written
 * through the reports module at any moment in the past (the dashboard's historyWriter), and the
 * reports and their scores read back as they are now, for answers computed directly.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { ModerationStatus } from '@vigil/contract';
import type { TestServer } from '../../test/test-server';
import {
  historyWriter,
  type DashboardSite,
  type HistoryReport,
} from '../dashboard/dashboard-test-kit';
import { call } from '../users/users-test-kit';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Histories run over the turn of a month and a year, so periods cross both. */
export const BASE = Date.UTC(2026, 0, 20);
export const SPAN_DAYS = 75;
export const day = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Text categories of scanner 1 and one of the image scanner, so scanners differ. */
export const SCORED_CATEGORIES = ['text-profanity', 'text-hate', 'text-spam', 'image-nudity'];
const SCANNER_OF: Readonly<Record<string, string>> = { 'image-nudity': '2' };

/** Scores with the buckets' edges often: 0, 4, 5, 99 and 100. */
const scoreArbitrary = fc.oneof(
  fc.constantFrom(0, 4, 5, 99, 100),
  fc.integer({ min: 0, max: 100 }),
);

export const opArbitrary = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('submit' as const),
      domain: fc.integer({ min: 0, max: 2 }),
      contentType: fc.constantFrom('text', 'image', 'video', 'audio'),
      offsetSeconds: fc.integer({ min: 0, max: SPAN_DAYS * 86_400 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('scan' as const),
      report: fc.nat(),
      to: fc.constantFrom('CLEAN' as const, 'MODERATE' as const, 'AUTO_UNPUBLISHED' as const),
      scores: fc.dictionary(fc.constantFrom(...SCORED_CATEGORIES), scoreArbitrary, {
        maxKeys: 3,
      }),
      delay: fc.integer({ min: 0, max: 3 * 86_400 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('decide' as const),
      report: fc.nat(),
      to: fc.constantFrom('MANUALLY_UNPUBLISHED' as const, 'MANUALLY_IGNORED' as const),
      user: fc.constantFrom('admin' as const, 'moderator' as const, 'limited' as const),
      delay: fc.integer({ min: 1, max: 6 * 86_400 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('resubmit' as const),
      report: fc.nat(),
      delay: fc.integer({ min: 1, max: 10 * 86_400 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'delete-domain' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'delete-user' as const }) },
);
export type Op = typeof opArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** The engine's top category: the highest score, ties to the smaller id (decide.ts). */
function topCategory(scores: Record<string, number>): string | null {
  let top: string | null = null;
  for (const id of Object.keys(scores).sort()) {
    if (top === null || (scores[id] ?? 0) > (scores[top] ?? 0)) top = id;
  }
  return top;
}

/** Plays the steps in order; a step that does not apply to the report it picks is skipped. */
export async function playHistory(
  server: TestServer,
  site: DashboardSite,
  ops: readonly Op[],
): Promise<void> {
  const write = historyWriter(server, site.tenantId);
  const reports: Array<HistoryReport & { at: number }> = [];
  const live = { domainThree: true, moderator: true };
  for (const op of ops) {
    if (op.type === 'submit') {
      const domain = site.domains[op.domain === 2 && !live.domainThree ? 0 : op.domain];
      if (!domain) continue;
      const at = BASE - SPAN_DAYS * DAY_MS + op.offsetSeconds * 1000;
      const report = await write.submit(new Date(at), domain, op.contentType, 'ann');
      reports.push({ ...report, at });
      continue;
    }
    if (op.type === 'delete-domain' || op.type === 'delete-user') {
      const gone = op.type === 'delete-domain' ? !live.domainThree : !live.moderator;
      if (gone) continue;
      const path =
        op.type === 'delete-domain'
          ? `/domains/${site.domains[2]?.id ?? ''}`
          : `/users/${site.people.moderator.id}`;
      expect((await call(server, site.people.admin, 'DELETE', path)).statusCode).toBe(200);
      if (op.type === 'delete-domain') live.domainThree = false;
      else live.moderator = false;
      continue;
    }
    const report = reports[op.report % Math.max(1, reports.length)];
    if (!report) continue;
    const at = new Date(report.at + op.delay * 1000);
    let changed: boolean;
    if (op.type === 'scan') {
      if (report.status !== 'PENDING') continue;
      const scanners = [...new Set(Object.keys(op.scores).map((id) => SCANNER_OF[id] ?? '1'))];
      changed = await write.scan(at, report, op.to, {
        topCategoryId: topCategory(op.scores),
        scores: op.scores,
        scannerIds: scanners.sort().join(','),
        extractorIds: '',
      });
    } else if (op.type === 'decide') {
      if (report.status === 'PENDING') continue;
      if (op.user === 'moderator' && !live.moderator) continue;
      const person = site.people[op.user];
      changed = await write.decide(at, report, op.to, { id: person.id, name: op.user });
    } else {
      changed = await write.resubmit(at, report);
    }
    expect(changed).toBe(true);
    report.at = at.getTime();
  }
}

/** A report as it is now, with its scores: what a direct computation reads. */
export interface StoredReport {
  domain_id: string | null;
  content_type: string;
  status: ModerationStatus;
  submitted_at: string;
  scanned_at: string | null;
  decided_at: string | null;
  decided_by: string | null;
  automated_status: ModerationStatus | null;
  top_category_id: string | null;
  scores: Array<{ category_id: string; score: number }>;
}

export async function storedReports(server: TestServer, tenantId: string): Promise<StoredReport[]> {
  const { db } = server.ctx.database;
  const [reports, scores] = await Promise.all([
    db
      .selectFrom('reports')
      .select([
        'id',
        'domain_id',
        'content_type',
        'status',
        'submitted_at',
        'scanned_at',
        'decided_at',
        'decided_by',
        'automated_status',
        'top_category_id',
      ])
      .where('tenant_id', '=', tenantId)
      .execute(),
    db
      .selectFrom('report_scores')
      .select(['report_id', 'category_id', 'score'])
      .where('tenant_id', '=', tenantId)
      .execute(),
  ]);
  return reports.map(({ id, ...report }) => ({
    ...report,
    scores: scores
      .filter((score) => score.report_id === id)
      .map((score) => ({ category_id: score.category_id, score: score.score })),
  }));
}
