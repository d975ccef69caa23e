/**
 * The scan job's work for one report (decision 0080): media, rules, credits, scanners,
 * decision. Every step that cannot finish now says when to try again; nothing an item needed
 * that did not run is ever read as clean.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { JobOutcome, RunningJob } from '../jobs/job-runner';
import type { ScanReportRow } from '../reports/reports.service';
import { domainRulesToEvaluate } from '../rules/domain-rules.service';
import { evaluateRules, type RuleToEvaluate } from '../rules/evaluate-rules';
import type { ContentInput } from '../scanning/extractors/extract-content';
import type { CategoryScores, Extraction, MediaInput } from '../scanning/scanning-types';
import { commitDecision, markWaiting, type AutomatedDecision } from './commit-decision';
import { creditBalance, creditPrice, nextCreditMonthStart, type CreditBalance } from './credits';
import { decide } from './decide';
import {
  noScannerDetail,
  ruleDetail,
  scoreDetail,
  summariseExtraction,
  unreachableDetail,
} from './decision-detail';
import { loadDomainSetup, type DomainSetup } from './domain-setup.queries';
import { loadReportMedia } from './report-media';
import { isContentType, isCovered, runScanners } from './scan-pipeline';
import type { ScanSuite } from './scan-suite.types';

const ZScanPayloadSchema = z.object({
  reportId: z.string().min(1),
  version: z.number().int().positive(),
});

/** An item waiting for credits is looked at again this often (and at the month's turn). */
export const NO_CREDITS_RETRY_MS = 10 * 60_000;
/** Media that cannot be fetched is tried again, with growing pauses, for this long. */
export const CONTENT_RETRY_WINDOW_MS = 60 * 60_000;
const CONTENT_RETRY_MIN_MS = 30_000;
const CONTENT_RETRY_MAX_MS = 10 * 60_000;

/** What block rules read: visible text and metadata, whatever extractors the domain runs. */
const RULE_EXTRACTORS: ReadonlySet<string> = new Set(['html-text', 'metadata']);
const NO_EXTRACTORS: ReadonlySet<string> = new Set();

const done: JobOutcome = { outcome: 'done' };

export interface ScanJobDeps {
  ctx: AppContext;
  suite: ScanSuite;
}

function soon(ctx: AppContext): JobOutcome {
  return { outcome: 'retry', at: ctx.clock.now() };
}

/** After this version was handled: scan again at once if a newer PENDING one is waiting. */
async function afterward(deps: ScanJobDeps, report: ScanReportRow): Promise<JobOutcome> {
  const current = await deps.ctx.services.reports.findForScan(report.tenant_id, report.id);
  const newer = current?.status === 'PENDING' && current.version !== report.version;
  return newer ? soon(deps.ctx) : done;
}

async function settle(
  deps: ScanJobDeps,
  report: ScanReportRow,
  decision: AutomatedDecision,
  balance: CreditBalance | null,
): Promise<JobOutcome> {
  const result = await commitDecision(deps.ctx, report, decision, balance);
  if (result === 'no-credits') return waitForCredits(deps.ctx, report);
  return afterward(deps, report);
}

async function waitForCredits(ctx: AppContext, report: ScanReportRow): Promise<JobOutcome> {
  await markWaiting(ctx, report, 'no-credits');
  const now = ctx.clock.now();
  const at = Math.min(now.getTime() + NO_CREDITS_RETRY_MS, nextCreditMonthStart(now).getTime());
  return { outcome: 'retry', at: new Date(at), error: 'waiting for credits' };
}

function decisionWithoutScan(
  status: AutomatedDecision['status'],
  reason: string,
  detail: string,
  extraction: Extraction | null,
  extractorIds: ReadonlySet<string> = NO_EXTRACTORS,
): AutomatedDecision {
  return {
    status,
    reason,
    topCategoryId: null,
    topScore: null,
    scores: {},
    extraction: extraction && summariseExtraction(extraction),
    extractorIds: extraction ? [...extractorIds] : [],
    scannerIds: [],
    credits: 0,
    detail,
  };
}

/** The media, or the outcome to return instead (retry, or a decision without it). */
async function mediaOrOutcome(
  deps: ScanJobDeps,
  report: ScanReportRow,
  kind: 'image' | 'video' | 'audio',
): Promise<{ media: MediaInput } | { outcome: JobOutcome }> {
  const { ctx } = deps;
  const loaded = await loadReportMedia(ctx, report, kind);
  if (loaded.ok) return { media: loaded.media };
  if ('stale' in loaded) return { outcome: await afterward(deps, report) };
  const now = ctx.clock.now().getTime();
  const waited = now - new Date(report.submitted_at).getTime();
  if (loaded.retryable && waited < CONTENT_RETRY_WINDOW_MS) {
    // Pauses grow with the time already waited: 30 s, 1 min, 2 min … 10 min.
    const pause = Math.min(CONTENT_RETRY_MAX_MS, Math.max(CONTENT_RETRY_MIN_MS, waited));
    return { outcome: { outcome: 'retry', at: new Date(now + pause), error: loaded.reason } };
  }
  const decision = decisionWithoutScan(
    'MODERATE',
    'content-unreachable',
    unreachableDetail(loaded.reason),
    null,
  );
  return { outcome: await settle(deps, report, decision, null) };
}

export async function scanReport(deps: ScanJobDeps, job: RunningJob): Promise<JobOutcome> {
  const { ctx, suite } = deps;
  const payload = ZScanPayloadSchema.safeParse(job.payload);
  if (!payload.success || job.tenantId === null) {
    return { outcome: 'failed', error: 'scan job without a report id and version' };
  }
  const report = await ctx.services.reports.findForScan(job.tenantId, payload.data.reportId);
  // Gone, or decided already (by another worker, a moderator, or for this very version). A
  // job may carry an older version than the report's when an edit arrived while it was
  // queued: it scans the report as it is now.
  if (!report || report.status !== 'PENDING') return done;

  const contentType = report.content_type;
  if (!isContentType(contentType)) {
    const decision = decisionWithoutScan(
      'MODERATE',
      'no-scanner',
      noScannerDetail(contentType),
      null,
    );
    return settle(deps, report, decision, null);
  }
  let media: MediaInput | undefined;
  if (contentType !== 'text') {
    const loaded = await mediaOrOutcome(deps, report, contentType);
    if ('outcome' in loaded) return loaded.outcome;
    media = loaded.media;
  }

  const cmsMeta = parseCmsMeta(report.cms_meta);
  const text = contentType === 'text' ? report.content : '';
  const extract = (enabled: ReadonlySet<string>) =>
    extractOrRaw(deps, { contentType, content: text, cmsMeta }, enabled);
  const forRules = extract(RULE_EXTRACTORS);
  // An author sent to review (decision 0181): scanned still, so scores may unpublish.
  let review: RuleToEvaluate | undefined;
  if (report.domain_id !== null) {
    const rules = await domainRulesToEvaluate(ctx, report.tenant_id, report.domain_id);
    const verdict = evaluateRules(rules, {
      username: report.username,
      texts: [forRules.text, forRules.metadataText],
    });
    const rule = verdict && rules.find((candidate) => candidate.id === verdict.ruleId);
    if (verdict?.scanFirst && rule) review = rule;
    else if (verdict && rule) {
      const decision = decisionWithoutScan(
        verdict.status,
        `rule:${rule.id}`,
        ruleDetail(rule),
        forRules,
        RULE_EXTRACTORS,
      );
      return settle(deps, report, decision, null);
    }
  }

  // Without a scan, an author sent to review waits for a moderator on the rule's word.
  const reviewWithoutScan = (rule: RuleToEvaluate) =>
    settle(
      deps,
      report,
      decisionWithoutScan(
        'MODERATE',
        `rule:${rule.id}`,
        ruleDetail(rule),
        forRules,
        RULE_EXTRACTORS,
      ),
      null,
    );
  const setup = await loadDomainSetup(ctx.database.db, report.tenant_id, report.domain_id);
  if (!isCovered(setup, contentType)) {
    if (review) return reviewWithoutScan(review);
    const decision = decisionWithoutScan(
      'MODERATE',
      'no-scanner',
      noScannerDetail(contentType),
      forRules,
      RULE_EXTRACTORS,
    );
    return settle(deps, report, decision, null);
  }

  const price = creditPrice(contentType);
  const balance = await creditBalance(ctx, report.tenant_id, ctx.clock.now());
  if (balance.remaining < price) {
    // A person reviews it anyway; it need not wait for credits to be scanned first.
    return review ? reviewWithoutScan(review) : waitForCredits(ctx, report);
  }

  const extraction = extract(setup.extractorIds);
  const pipeline = await runScanners(suite, setup, {
    tenantId: report.tenant_id,
    contentType,
    extraction,
    media,
  });
  const scored = decide({
    scores: pipeline.scores,
    thresholds: setup.thresholds,
    unavailableScannerIds: pipeline.unavailable.map((entry) => entry.scannerId),
    covered: pipeline.covered,
  });
  // Scores that unpublish outrank a review rule; anything else waits for a moderator by it.
  const reviewed = review !== undefined && scored.status !== 'AUTO_UNPUBLISHED';
  const detail = scoreDetail(scored, pipeline, setup.thresholds);
  return settle(
    deps,
    report,
    {
      status: reviewed ? 'MODERATE' : scored.status,
      reason: reviewed && review ? `rule:${review.id}` : scored.reason,
      topCategoryId: scored.topCategoryId,
      topScore: scored.topScore,
      scores: pipeline.scores,
      extraction: summariseExtraction(extraction),
      extractorIds: [...setup.extractorIds],
      scannerIds: scorers(setup, pipeline.scores),
      credits: pipeline.scanned ? price : 0,
      detail: reviewed && review ? `${ruleDetail(review)}; ${detail}` : detail,
    },
    balance,
  );
}

/** The scanners whose categories have a score: the ones that scanned the item. */
function scorers(setup: DomainSetup, scores: CategoryScores): number[] {
  const scanners = new Set<number>();
  for (const category of setup.categories) {
    if (scores[category.id] !== undefined) scanners.add(category.scanner_id);
  }
  return [...scanners];
}

/**
 * The extractors are pure parsing; should one throw on some input, the scanners still read
 * the content as submitted rather than the item waiting in the queue for ever.
 */
function extractOrRaw(
  deps: ScanJobDeps,
  input: ContentInput,
  enabled: ReadonlySet<string>,
): Extraction {
  try {
    return deps.suite.extract(input, enabled);
  } catch (error) {
    deps.ctx.logger.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'extractors failed; scanning the content as submitted',
    );
    return {
      text: input.content,
      links: [],
      mentions: [],
      metadataText: '',
      embeddedImages: [],
      personalData: { emails: 0, phones: 0, cards: 0 },
    };
  }
}

function parseCmsMeta(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
