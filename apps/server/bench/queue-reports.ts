/**
 * Thousands of reports written straight into the database, in the shapes the plugin API
 * (submit-content.ts) and the engine (commit-decision.ts) and a moderator's decision
 * (decision.queries.ts) leave them: a report row, a score per text category, and its audit
 * rows. Going through the HTTP API would measure the set-up, not the queue.
 */
import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../src/db/schema/database';
import type {
  AuditLogTable,
  ReportScoresTable,
  ReportsTable,
} from '../src/db/schema/moderation-engine';
import { toStoredTimestamp } from '../src/lib/clock';
import { auditRow, type AuditFields } from './audit-row';
import { createId } from '../src/lib/tokens';
import type { BenchDomain, BenchTenant } from './queue-tenant';
import { seededRandom } from '../src/lib/seeded-random';

/** What the built-in text scanner scores: every text category, for every scanned text. */
const TEXT_CATEGORIES = [
  'text-profanity',
  'text-sexual',
  'text-harassment',
  'text-hate',
  'text-violence',
  'text-self-harm',
  'text-spam',
  'text-personal-data',
] as const;

/** Rows per INSERT: within SQLite's and PostgreSQL's limits on bound parameters. */
const REPORT_BATCH = 400;
const ROW_BATCH = 2_000;
/** The newest reports have not been scanned yet. */
const PENDING_NEWEST = 20;
const SCAN_DELAY_MS = 2_000;
const HUMAN_DELAY_MS = 10 * 60_000;

export interface ReportVolume {
  count: number;
  /** submitted_at of the newest report; the others are `spacingMs` apart before it. */
  newest: Date;
  spacingMs: number;
}

interface GeneratedReport {
  report: Insertable<ReportsTable>;
  scores: Insertable<ReportScoresTable>[];
  audit: Insertable<AuditLogTable>[];
}

const TOPICS = ['tomatoes', 'compost', 'pruning roses', 'rain barrels', 'raised beds'];

/** A comment of about 300 characters of HTML, as a blog's plugin sends it. */
function commentHtml(index: number): string {
  const topic = TOPICS[index % TOPICS.length] ?? 'gardening';
  return (
    `<p>Thanks for the article about ${topic}. I tried step ${(index % 7) + 1} last weekend ` +
    `and it worked, though it took longer than the post suggests.</p>` +
    `<p>Reader ${index} here: see <a href="https://notes.example.org/${index}">my notes</a> ` +
    `for the photos, and thanks again @editor.</p>`
  );
}

function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type Outcome =
  | { kind: 'pending' }
  | { kind: 'scores'; status: 'CLEAN' | 'MODERATE' | 'AUTO_UNPUBLISHED' }
  | { kind: 'rule' }
  | { kind: 'human'; status: 'MANUALLY_UNPUBLISHED' | 'MANUALLY_IGNORED' };

/** 60 % clean, 20 % for review (one in four by a rule), 5 % unpublished, 10 % by a person. */
function outcomeOf(index: number, count: number): Outcome {
  if (index >= count - PENDING_NEWEST) return { kind: 'pending' };
  const slot = index % 20;
  if (slot < 12 || slot === 19) return { kind: 'scores', status: 'CLEAN' };
  if (slot < 15) return { kind: 'scores', status: 'MODERATE' };
  if (slot === 15) return { kind: 'rule' };
  if (slot === 16) return { kind: 'scores', status: 'AUTO_UNPUBLISHED' };
  return { kind: 'human', status: slot === 17 ? 'MANUALLY_UNPUBLISHED' : 'MANUALLY_IGNORED' };
}

function scoresFor(status: string, index: number, random: () => number): Record<string, number> {
  const top = TEXT_CATEGORIES[index % TEXT_CATEGORIES.length] ?? 'text-spam';
  const scores: Record<string, number> = {};
  for (const category of TEXT_CATEGORIES) scores[category] = Math.floor(random() * 20);
  if (status === 'MODERATE') scores[top] = 60 + Math.floor(random() * 20);
  if (status === 'AUTO_UNPUBLISHED') scores[top] = 85 + Math.floor(random() * 15);
  return scores;
}

function topOf(scores: Record<string, number>): { id: string; score: number } {
  let best = { id: TEXT_CATEGORIES[0] as string, score: -1 };
  for (const [id, score] of Object.entries(scores)) if (score > best.score) best = { id, score };
  return best;
}

interface Context {
  tenant: BenchTenant;
  domain: BenchDomain;
  index: number;
  count: number;
  submittedAt: Date;
  random: () => number;
}

function generate({ tenant, domain, index, count, submittedAt, random }: Context): GeneratedReport {
  const id = createId();
  const content = commentHtml(index);
  const submitted = toStoredTimestamp(submittedAt);
  const outcome = outcomeOf(index, count);
  const audit: Insertable<AuditLogTable>[] = [];
  const addAudit = (row: AuditFields) => audit.push(auditRow(tenant.tenantId, id, row));
  addAudit({ created_at: submitted });

  const base: Insertable<ReportsTable> = {
    id,
    tenant_id: tenant.tenantId,
    domain_id: domain.id,
    plugin_id: domain.pluginId,
    cms_id: `comment-${index}`,
    cms_meta: JSON.stringify({
      id: `comment-${index}`,
      type: 'comment',
      url: `https://${domain.name}/posts/${index % 300}#comment-${index}`,
    }),
    username: `Reader ${index % 500}`,
    content_type: 'text',
    scheme: 'https',
    domain: domain.name,
    access_key: domain.accessKey,
    content,
    content_hash: createHash('sha256').update(`text\n${content}`).digest('hex'),
    content_url: null,
    artifact_path: null,
    artifact_mime: null,
    extraction: null,
    status: 'PENDING',
    status_reason: null,
    top_category_id: null,
    top_score: null,
    version: 1,
    credits_charged: 0,
    submitted_at: submitted,
    scanned_at: null,
    decided_at: null,
    decision_source: null,
    decided_by: null,
    created_at: submitted,
    updated_at: submitted,
  };
  if (outcome.kind === 'pending') return { report: base, scores: [], audit };

  const scanned = toStoredTimestamp(new Date(submittedAt.getTime() + SCAN_DELAY_MS));
  const extraction = JSON.stringify({
    text: visibleText(content),
    metadata_text: '',
    links: [`https://notes.example.org/${index}`],
    mentions: ['editor'],
    embedded_images: 0,
    personal_data: { emails: 0, phones: 0, cards: 0 },
  });
  const scanStatus = outcome.kind === 'scores' ? outcome.status : 'MODERATE';
  const scoreMap = outcome.kind === 'rule' ? {} : scoresFor(scanStatus, index, random);
  const top = outcome.kind === 'rule' ? null : topOf(scoreMap);
  const report: Insertable<ReportsTable> = {
    ...base,
    extraction,
    status: scanStatus,
    status_reason: outcome.kind === 'rule' ? `rule:${domain.ruleId}` : 'scores',
    top_category_id: top?.id ?? null,
    top_score: top?.score ?? null,
    credits_charged: outcome.kind === 'rule' ? 0 : 1,
    scanned_at: scanned,
    decided_at: scanned,
    decision_source: 'automated',
    updated_at: scanned,
  };
  addAudit({
    action: 'scanned',
    previous_status: 'PENDING',
    new_status: scanStatus,
    category_id: top?.id ?? null,
    score: top?.score ?? null,
    detail: 'generated for a benchmark',
    created_at: scanned,
  });
  if (outcome.kind === 'human') {
    const decided = toStoredTimestamp(new Date(submittedAt.getTime() + HUMAN_DELAY_MS));
    Object.assign(report, {
      status: outcome.status,
      status_reason: 'manual',
      decided_at: decided,
      decision_source: 'human',
      decided_by: tenant.admin.id,
      updated_at: decided,
    });
    addAudit({
      actor_user_id: tenant.admin.id,
      actor_name: 'admin',
      action: outcome.status === 'MANUALLY_UNPUBLISHED' ? 'unpublished' : 'ignored',
      previous_status: scanStatus,
      new_status: outcome.status,
      created_at: decided,
    });
  }
  const scores = Object.entries(scoreMap).map(([category_id, score]) => ({
    report_id: id,
    tenant_id: tenant.tenantId,
    category_id,
    score,
  }));
  return { report, scores, audit };
}

async function insertInBatches<T extends 'reports' | 'report_scores' | 'audit_log'>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  size: number,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size))
      .execute();
  }
}

/**
 * Stores `volume.count` reports spread over the tenant's domains in one transaction; answers
 * their ids, oldest first.
 */
export async function insertBenchReports(
  db: Kysely<Database>,
  tenant: BenchTenant,
  volume: ReportVolume,
): Promise<string[]> {
  const random = seededRandom(volume.count);
  const generated: GeneratedReport[] = [];
  for (let index = 0; index < volume.count; index += 1) {
    const domain = tenant.domains[index % tenant.domains.length];
    if (!domain) throw new Error('The tenant has no domain');
    const age = (volume.count - 1 - index) * volume.spacingMs;
    const submittedAt = new Date(volume.newest.getTime() - age);
    generated.push(generate({ tenant, domain, index, count: volume.count, submittedAt, random }));
  }
  await db.transaction().execute(async (trx) => {
    await insertInBatches(
      trx,
      'reports',
      generated.map((entry) => entry.report),
      REPORT_BATCH,
    );
    await insertInBatches(
      trx,
      'report_scores',
      generated.flatMap((entry) => entry.scores),
      ROW_BATCH,
    );
    await insertInBatches(
      trx,
      'audit_log',
      generated.flatMap((entry) => entry.audit),
      ROW_BATCH,
    );
  });
  return generated.map((entry) => String(entry.report.id));
}

/**
 * A moderator's decision on each of these reports at `at`, as decision.queries.ts writes it:
 * the few changes a poll finds among thousands of unchanged reports.
 */
export async function decideRecently(
  db: Kysely<Database>,
  tenant: BenchTenant,
  reportIds: readonly string[],
  at: Date,
): Promise<void> {
  const stamp = toStoredTimestamp(at);
  await db
    .updateTable('reports')
    .set({
      status: 'MANUALLY_UNPUBLISHED',
      status_reason: 'manual',
      decision_source: 'human',
      decided_by: tenant.admin.id,
      decided_at: stamp,
      updated_at: stamp,
    })
    .where('tenant_id', '=', tenant.tenantId)
    .where('id', 'in', reportIds)
    .execute();
}
