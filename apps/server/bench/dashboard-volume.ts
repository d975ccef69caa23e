/**
 * A year of a busy tenant's reports for the dashboard benchmark: rows in the shapes the plugin
 * API (submit-content.ts), the engine (commit-decision.ts) and a moderator's decision leave,
 * with every column the roll-ups read (decision 0140). Pure: the rows are handed out in
 * chunks, oldest first, and bench/dashboard-store.ts writes them. Seeded, so every run and
 * every database holds the same reports.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type {
  AuditLogTable,
  ReportScoresTable,
  ReportsTable,
} from '../src/db/schema/moderation-engine';
import { seededRandom } from '../src/lib/seeded-random';
import { auditRow, type AuditFields } from './audit-row';

/** Bump when the rows change shape: cached databases are keyed by it. */
export const VOLUME_VERSION = 1;

export interface VolumeDomain {
  id: string;
  name: string;
  accessKey: string;
  /** The plugin's signing secret, for the submissions the write-cost benchmark makes. */
  secretKey: string;
  pluginId: string;
}

export interface VolumeTenant {
  tenantId: string;
  domains: readonly VolumeDomain[];
  /** The people who decide, busiest first (the administrator, then the moderators). */
  deciderIds: readonly string[];
  /** Each scanner's categories, from moderation_categories. */
  categoriesByScanner: ReadonlyMap<number, readonly string[]>;
}

export interface VolumePlan {
  count: number;
  /** The newest report's submitted_at; the others spread over `days` before it. */
  newest: Date;
  days: number;
}

export interface VolumeChunk {
  reports: Array<Insertable<ReportsTable>>;
  scores: Array<Insertable<ReportScoresTable>>;
  audit: Array<Insertable<AuditLogTable>>;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The newest reports have not been scanned yet. */
const PENDING_NEWEST = 300;
/** Authors per tenant; picked log-uniformly, so a few regulars write most items. */
const AUTHORS = 40_000;
const CONTENT_TYPES = [
  { type: 'text', share: 0.72 },
  { type: 'image', share: 0.18 },
  { type: 'video', share: 0.06 },
  { type: 'audio', share: 0.04 },
] as const;
type ContentType = (typeof CONTENT_TYPES)[number]['type'];
const MEDIA: Record<
  Exclude<ContentType, 'text'>,
  { mime: string; ext: string; scanner: number }
> = {
  image: { mime: 'image/jpeg', ext: 'jpg', scanner: 2 },
  video: { mime: 'video/mp4', ext: 'mp4', scanner: 3 },
  audio: { mime: 'audio/mpeg', ext: 'mp3', scanner: 4 },
};
const TOPICS = ['tomatoes', 'compost', 'pruning roses', 'rain barrels', 'raised beds'];

/** Index into `weights`, picked in proportion to them. */
function picker(weights: readonly number[]): (r: number) => number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  const cumulative = weights.map((weight) => (running += weight / total));
  return (r) => {
    const index = cumulative.findIndex((edge) => r < edge);
    return index === -1 ? weights.length - 1 : index;
  };
}

function commentHtml(index: number, author: string): string {
  const topic = TOPICS[index % TOPICS.length] ?? 'gardening';
  return (
    `<p>Thanks for the article about ${topic}. I tried step ${(index % 7) + 1} last weekend ` +
    `and it worked, though it took longer than the post suggests.</p>` +
    `<p>${author} here: see <a href="https://notes.example.org/${index}">my notes</a> ` +
    `for the photos, and thanks again @editor.</p>`
  );
}

/** What an item became: its status now, and who decided when. */
interface Fate {
  scan: 'CLEAN' | 'MODERATE' | 'AUTO_UNPUBLISHED';
  human: 'MANUALLY_UNPUBLISHED' | 'MANUALLY_IGNORED' | null;
}

/**
 * 78 % clean, 15 % to review, 7 % unpublished by score; a person decides most reviews (those of
 * the last week less often yet), reverses 8 % of the automatic unpublications and 0.5 % of the
 * clean items.
 */
function fateOf(random: () => number, ageMs: number): Fate {
  const roll = random();
  const decide = random();
  if (roll < 0.78) {
    return { scan: 'CLEAN', human: decide < 0.005 ? 'MANUALLY_UNPUBLISHED' : null };
  }
  if (roll < 0.93) {
    const reviewed = ageMs < 7 * DAY ? decide < 0.4 : decide < 0.97;
    if (!reviewed) return { scan: 'MODERATE', human: null };
    return {
      scan: 'MODERATE',
      human: random() < 0.4 ? 'MANUALLY_UNPUBLISHED' : 'MANUALLY_IGNORED',
    };
  }
  return { scan: 'AUTO_UNPUBLISHED', human: decide < 0.08 ? 'MANUALLY_IGNORED' : null };
}

/** Seconds the engine took: a text in seconds, media in minutes, some after retries. */
function scanDelayMs(type: ContentType, random: () => number): number {
  if (random() < 0.02) return (10 + random() * 50) * MINUTE;
  const base = type === 'text' ? 1_000 : type === 'image' ? 4_000 : 30_000;
  return base + random() * base * 4;
}

/** A person answers within five minutes to two days (log-uniform). */
function humanDelayMs(random: () => number): number {
  return 5 * MINUTE * Math.exp(random() * Math.log(576));
}

interface Scan {
  scannerIds: number[];
  extractorIds: string[];
}

function scanOf(type: ContentType, random: () => number): Scan {
  if (type === 'text') {
    const metadata = random() < 0.3;
    return {
      scannerIds: [1],
      extractorIds: metadata
        ? ['html-text', 'metadata', 'personal-data']
        : ['html-text', 'personal-data'],
    };
  }
  const media = MEDIA[type];
  // Captions and titles are read as text beside the picture; a video's sound track by audio.
  if (type === 'image' && random() < 0.25) {
    return { scannerIds: [1, 2], extractorIds: ['html-text', 'metadata'] };
  }
  if (type === 'video' && random() < 0.5) return { scannerIds: [3, 4], extractorIds: ['metadata'] };
  return { scannerIds: [media.scanner], extractorIds: random() < 0.4 ? ['metadata'] : [] };
}

/** Low scores everywhere, and for a flagged item one category high enough for its fate. */
function scoresOf(
  tenant: VolumeTenant,
  scannerIds: readonly number[],
  fate: Fate,
  random: () => number,
): Map<string, number> {
  const categories = scannerIds.flatMap((id) => tenant.categoriesByScanner.get(id) ?? []);
  const scores = new Map<string, number>();
  for (const category of categories) scores.set(category, Math.floor(random() * 25));
  const flagged = categories[Math.floor(random() * categories.length)];
  if (flagged !== undefined && fate.scan !== 'CLEAN') {
    const floor = fate.scan === 'MODERATE' ? 55 : 88;
    scores.set(flagged, floor + Math.floor(random() * (100 - floor)));
  }
  return scores;
}

function topOf(scores: ReadonlyMap<string, number>): { id: string; score: number } | null {
  let best: { id: string; score: number } | null = null;
  for (const [id, score] of scores) if (!best || score > best.score) best = { id, score };
  return best;
}

/** Calls `write` with the reports in chunks of `chunkSize`, oldest first. */
export async function generateVolume(
  tenant: VolumeTenant,
  plan: VolumePlan,
  chunkSize: number,
  write: (chunk: VolumeChunk) => Promise<void>,
): Promise<void> {
  const random = seededRandom(plan.count ^ VOLUME_VERSION);
  // Busy sites and quiet ones: domain i submits in proportion to 1/(i+1)^0.7.
  const pickDomain = picker(tenant.domains.map((_, index) => 1 / (index + 1) ** 0.7));
  const pickType = picker(CONTENT_TYPES.map((entry) => entry.share));
  // The administrator decides half; the moderators the rest, fewer each.
  const pickDecider = picker(tenant.deciderIds.map((_, index) => 1 / (index + 1)));
  const span = plan.days * DAY;
  const oldest = plan.newest.getTime() - span;
  const now = plan.newest.getTime();
  let chunk: VolumeChunk = { reports: [], scores: [], audit: [] };
  for (let index = 0; index < plan.count; index += 1) {
    const domain = tenant.domains[pickDomain(random())];
    const decider = tenant.deciderIds[pickDecider(random())];
    const contentType = CONTENT_TYPES[pickType(random())]?.type;
    if (!domain || !decider || !contentType) throw new Error('Nothing to pick from');
    const submittedMs = oldest + ((index + random()) * span) / plan.count;
    const author = `reader-${Math.floor(AUTHORS ** random())}`;
    const id = randomUUID();
    const submitted = new Date(submittedMs).toISOString();
    const audit = (row: AuditFields) => chunk.audit.push(auditRow(tenant.tenantId, id, row));
    audit({ created_at: submitted });

    const media = contentType === 'text' ? null : MEDIA[contentType];
    const content = media ? '' : commentHtml(index, author);
    const contentUrl = media ? `https://${domain.name}/media/${index}.${media.ext}` : null;
    const hash = createHash('sha256')
      .update(`${contentType}\n${content || contentUrl}`)
      .digest('hex');
    // Vigil keeps most media it fetched; the rest it read from the site's URL each time.
    const stored = media !== null && random() < 0.85;
    const report: Insertable<ReportsTable> = {
      id,
      tenant_id: tenant.tenantId,
      domain_id: domain.id,
      plugin_id: domain.pluginId,
      cms_id: `item-${index}`,
      cms_meta: JSON.stringify({
        id: `item-${index}`,
        type: 'comment',
        url: `https://${domain.name}/posts/${index % 997}#item-${index}`,
      }),
      username: author,
      content_type: contentType,
      scheme: 'https',
      domain: domain.name,
      access_key: domain.accessKey,
      content,
      content_hash: hash,
      content_url: contentUrl,
      artifact_path: stored && media ? `${tenant.tenantId}/${id}/${hash}.${media.ext}` : null,
      artifact_mime: stored && media ? media.mime : null,
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
      first_decided_at: null,
      decision_source: null,
      decided_by: null,
      scanner_ids: '',
      extractor_ids: '',
      created_at: submitted,
      updated_at: submitted,
    };
    chunk.reports.push(report);

    // The newest wait for their scan; a few older ones wait for a scanner that was down.
    const stuck = random() < 0.003;
    if (index < plan.count - PENDING_NEWEST && !stuck) {
      const fate = fateOf(random, now - submittedMs);
      const scan = scanOf(contentType, random);
      const scores = scoresOf(tenant, scan.scannerIds, fate, random);
      const top = topOf(scores);
      const scanned = new Date(submittedMs + scanDelayMs(contentType, random)).toISOString();
      Object.assign(report, {
        extraction:
          scan.extractorIds.length === 0
            ? null
            : JSON.stringify({ text: content.replace(/<[^>]+>/g, ' ').trim(), links: [] }),
        status: fate.scan,
        status_reason: 'scores',
        top_category_id: top?.id ?? null,
        top_score: top?.score ?? null,
        credits_charged: 1,
        scanned_at: scanned,
        decided_at: scanned,
        first_decided_at: fate.scan === 'MODERATE' ? null : scanned,
        decision_source: 'automated',
        scanner_ids: scan.scannerIds.join(','),
        extractor_ids: scan.extractorIds.join(','),
        updated_at: scanned,
      });
      for (const [category, score] of scores) {
        chunk.scores.push({
          report_id: id,
          tenant_id: tenant.tenantId,
          category_id: category,
          score,
        });
      }
      audit({
        action: 'scanned',
        previous_status: 'PENDING',
        new_status: fate.scan,
        category_id: top?.id ?? null,
        score: top?.score ?? null,
        detail: 'generated for the dashboard benchmark',
        created_at: scanned,
      });
      const decidedMs = Date.parse(scanned) + humanDelayMs(random);
      if (fate.human && decidedMs < now) {
        const decided = new Date(decidedMs).toISOString();
        Object.assign(report, {
          status: fate.human,
          status_reason: 'manual',
          decided_at: decided,
          // The first answer for good stays the engine's when a person reverses it.
          first_decided_at: report.first_decided_at ?? decided,
          decision_source: 'human',
          decided_by: decider,
          updated_at: decided,
        });
        audit({
          actor_user_id: decider,
          actor_name: 'moderator',
          action: fate.human === 'MANUALLY_UNPUBLISHED' ? 'unpublished' : 'ignored',
          previous_status: fate.scan,
          new_status: fate.human,
          created_at: decided,
        });
      }
    } else if (stuck) {
      report.status_reason = `scanner-unavailable:${media?.scanner ?? 1}`;
    }
    if (chunk.reports.length === chunkSize) {
      await write(chunk);
      chunk = { reports: [], scores: [], audit: [] };
    }
  }
  if (chunk.reports.length > 0) await write(chunk);
}
