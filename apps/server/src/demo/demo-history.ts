/**
 * Writes the demo history (decision 0147) the way live items are written: each report is
 * created and changed only through the reports service, in the past moments the plan gives,
 * so its scores, audit rows and daily roll-ups come from the real path. Many items share one
 * transaction: a year of history is thousands of them, and SQLite commits are the slow part.
 */
import { createHash } from 'node:crypto';
import type { ModerationStatus } from '@vigil/contract';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema/database';
import { toStoredTimestamp } from '../lib/clock';
import { createId } from '../lib/tokens';
import { artifactPath } from '../modules/artifacts/artifact-store';
import { creditMonth, spendCredits } from '../modules/engine/credits';
import { loadDomainSetup, type DomainSetup } from '../modules/engine/domain-setup.queries';
import { enqueueJob } from '../modules/jobs/enqueue-job';
import {
  UNSCANNED_REPORT_COLUMNS,
  type CallbackSubject,
  type ReportsService,
} from '../modules/reports/reports.service';
import { demoMedia, type DemoMedia, type DemoMediaFile } from './demo-media';
import type { PlannedDecision, PlannedItem } from './demo-history-plan';
import { scanHistoryItem, type TextScoreCache } from './demo-history-scan';

/** Items per transaction: large enough that commits do not dominate, small enough to log. */
const BATCH = 400;
const ARTIFACT_WRITES_AT_ONCE = 16;

export interface HistoryDomain {
  id: string;
  name: string;
  /** The domain's plugin key, which its items carry as a plugin's would. */
  accessKey: string;
}

export interface HistoryTarget {
  tenantId: string;
  /** By name, every domain the plan names. */
  domains: ReadonlyMap<string, HistoryDomain>;
  /** Names of the deciding users, by id (the audit log names them). */
  people: ReadonlyMap<string, string>;
}

/** A planned item made concrete: its id, and the media stored for it before its transaction. */
interface Prepared {
  item: PlannedItem;
  reportId: string;
  domain: HistoryDomain;
  media: DemoMediaFile | undefined;
  artifactPath: string | null;
}

interface Writer {
  ctx: AppContext;
  target: HistoryTarget;
  setups: ReadonlyMap<string, DomainSetup>;
  /** The credit month of the server's now and its allowance: only its items spend credits. */
  credits: { month: string; allowance: number };
  textScores: TextScoreCache;
}

/** The status and version a change is made on (the reports service's guard). */
interface Version {
  status: ModerationStatus;
  version: number;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const stamp = toStoredTimestamp;
const after = (time: Date, ms: number) => new Date(time.getTime() + ms);

function mediaOf(media: DemoMedia, item: PlannedItem): DemoMediaFile | undefined {
  if (item.contentType === 'video') return media.video;
  if (item.contentType === 'audio') return media.audio;
  if (item.contentType !== 'image') return undefined;
  const pictures = item.flagged ? media.flaggedImages : media.cleanImages;
  const picture = pictures[item.variant % pictures.length];
  if (!picture) throw new Error('The demo has no pictures');
  return picture;
}

function cmsMetaOf(prepared: Prepared): Record<string, unknown> {
  const { item, domain } = prepared;
  const url = `https://${domain.name}/posts/${(item.variant % 120) + 1}`;
  // A comment says what it is; media carry only their address (nothing for the text scanner).
  return item.contentType === 'text'
    ? { id: item.cmsId, type: 'comment', url: `${url}#${item.cmsId}` }
    : { id: item.cmsId, url };
}

/** The columns a version takes from its submission, as submit-content.ts fills them. */
function versionColumns(prepared: Prepared, text: string) {
  const { item, domain, media } = prepared;
  // Small pictures travel inline as well as in the store, as the plugin API keeps them.
  const content =
    item.contentType === 'text'
      ? text
      : item.contentType === 'image' && media
        ? media.bytes.toString('base64')
        : '';
  return {
    plugin_id: null,
    cms_meta: JSON.stringify(cmsMetaOf(prepared)),
    username: item.username,
    content_type: item.contentType,
    scheme: 'https',
    domain: domain.name,
    access_key: domain.accessKey,
    content,
    content_hash: sha256(`${item.contentType}\n${content || (media ? sha256(media.bytes) : '')}`),
    content_url: null,
    artifact_path: prepared.artifactPath,
    artifact_mime: media?.mime ?? null,
    ...UNSCANNED_REPORT_COLUMNS,
  };
}

function routingOf(writer: Writer, prepared: Prepared): CallbackSubject {
  return {
    id: prepared.reportId,
    tenant_id: writer.target.tenantId,
    domain_id: prepared.domain.id,
    cms_id: prepared.item.cmsId,
    cms_meta: JSON.stringify(cmsMetaOf(prepared)),
    scheme: 'https',
    domain: prepared.domain.name,
  };
}

function must(changed: boolean, what: string): void {
  if (!changed) throw new Error(`The demo history could not record ${what}`);
}

/** The engine's decision on one version, charged to the month's credits as a live one is. */
async function scan(
  writer: Writer,
  trx: Kysely<Database>,
  reports: ReportsService,
  prepared: Prepared,
  from: Version,
  text: string,
  at: Date,
): Promise<Version> {
  const { tenantId } = writer.target;
  const setup = writer.setups.get(prepared.domain.name);
  if (!setup) throw new Error(`No setup for ${prepared.domain.name}`);
  const { item } = prepared;
  const result = scanHistoryItem(
    {
      contentType: item.contentType,
      text,
      cmsMeta: cmsMetaOf(prepared),
      flagged: item.flagged,
      seed: item.seed,
    },
    setup,
    writer.textScores,
  );
  const charged =
    result.credits > 0 &&
    creditMonth(at) === writer.credits.month &&
    (await spendCredits(trx, tenantId, writer.credits, result.credits));
  must(
    await reports.recordStatusChange({
      now: at,
      tenantId,
      reportId: prepared.reportId,
      from,
      to: result.status,
      changes: {
        status_reason: result.reason,
        top_category_id: result.topCategoryId,
        top_score: result.topScore,
        extraction: result.extraction,
        extractor_ids: result.extractorIds,
        scanner_ids: result.scannerIds,
        credits_charged: charged ? result.credits : 0,
        scanned_at: stamp(at),
        decided_at: stamp(at),
        decision_source: 'automated',
        decided_by: null,
      },
      scores: result.scores,
      audit: {
        action: 'scanned',
        actor: null,
        categoryId: result.topCategoryId,
        score: result.topScore,
        detail: result.detail,
      },
      routing: routingOf(writer, prepared),
    }),
    `the scan of ${item.cmsId}`,
  );
  return { status: result.status, version: from.version };
}

/** A moderator's decision, with the audit words moderation-decisions.service.ts writes. */
async function decideAsPerson(
  writer: Writer,
  reports: ReportsService,
  prepared: Prepared,
  from: Version,
  decision: PlannedDecision,
  unpublish: boolean,
): Promise<Version> {
  const to = unpublish ? 'MANUALLY_UNPUBLISHED' : 'MANUALLY_IGNORED';
  const reverses =
    (unpublish && from.status === 'CLEAN') || (!unpublish && from.status === 'AUTO_UNPUBLISHED');
  must(
    await reports.recordStatusChange({
      now: decision.at,
      tenantId: writer.target.tenantId,
      reportId: prepared.reportId,
      from,
      to,
      changes: {
        status_reason: 'manual',
        decision_source: 'human',
        decided_by: decision.userId,
        decided_at: stamp(decision.at),
      },
      audit: {
        action: unpublish ? 'unpublished' : 'ignored',
        actor: { userId: decision.userId, name: writer.target.people.get(decision.userId) ?? '' },
        categoryId: null,
        score: null,
        detail: reverses ? `Reverses the automated decision (${from.status})` : null,
      },
      routing: routingOf(writer, prepared),
    }),
    `a decision on ${prepared.item.cmsId}`,
  );
  return { status: to, version: from.version };
}

/**
 * One version's life from its submission at `start`: the scan seconds later, then what a
 * person did with it before `until` (the next version, or now).
 */
async function settleVersion(
  writer: Writer,
  trx: Kysely<Database>,
  reports: ReportsService,
  prepared: Prepared,
  text: string,
  start: Date,
  until: Date,
  from: Version,
): Promise<Version> {
  const { item } = prepared;
  // The engine answers within seconds; the plan's times are relative to the first version.
  const scanned = await scan(
    writer,
    trx,
    reports,
    prepared,
    from,
    text,
    after(start, 800 + (item.seed % 4_000)),
  );
  const shift = start.getTime() - item.submittedAt.getTime();
  const moved = (decision: PlannedDecision) => ({ ...decision, at: after(decision.at, shift) });
  const { review, reversal } = item;
  if (scanned.status === 'MODERATE' && review && moved(review).at < until) {
    // Audio nobody could scan is mostly harmless; flagged text is a closer call.
    const unpublishShare = item.contentType === 'audio' ? 0.15 : 0.5;
    return decideAsPerson(
      writer,
      reports,
      prepared,
      scanned,
      moved(review),
      review.roll < unpublishShare,
    );
  }
  if (reversal && moved(reversal).at < until) {
    if (scanned.status === 'AUTO_UNPUBLISHED') {
      return decideAsPerson(writer, reports, prepared, scanned, moved(reversal), false);
    }
    if (scanned.status === 'CLEAN' && reversal.roll < 0.1) {
      return decideAsPerson(writer, reports, prepared, scanned, moved(reversal), true);
    }
  }
  return scanned;
}

async function writeItem(writer: Writer, trx: Kysely<Database>, prepared: Prepared): Promise<void> {
  const { tenantId } = writer.target;
  const { item, reportId } = prepared;
  const reports = writer.ctx.services.reports.withTransaction(trx);
  must(
    await reports.createReport(item.submittedAt, {
      id: reportId,
      tenant_id: tenantId,
      domain_id: prepared.domain.id,
      cms_id: item.cmsId,
      ...versionColumns(prepared, item.text),
      credits_charged: 0,
    }),
    `the submission of ${item.cmsId}`,
  );
  if (item.pending) {
    // Not scanned yet: its scan job waits, and the server's job runner takes it on start.
    await enqueueJob(trx, item.submittedAt, {
      kind: 'scan',
      tenantId,
      payload: { reportId, version: 1 },
      dedupeKey: `scan:${reportId}`,
    });
    return;
  }
  const now = writer.ctx.clock.now();
  const first: Version = { status: 'PENDING', version: 1 };
  const { edit } = item;
  const settled = await settleVersion(
    writer,
    trx,
    reports,
    prepared,
    item.text,
    item.submittedAt,
    edit?.at ?? now,
    first,
  );
  if (!edit) return;
  // The author edited it: a new version, scanned again (submit-content.ts's resubmission).
  must(
    await reports.recordStatusChange({
      now: edit.at,
      tenantId,
      reportId,
      from: settled,
      to: 'PENDING',
      changes: { ...versionColumns(prepared, edit.text), version: 2, submitted_at: stamp(edit.at) },
      scores: null,
      audit: {
        action: 'resubmitted',
        actor: null,
        categoryId: null,
        score: null,
        detail: 'Version 2',
      },
      routing: null,
    }),
    `the edit of ${item.cmsId}`,
  );
  await settleVersion(writer, trx, reports, prepared, edit.text, edit.at, now, {
    status: 'PENDING',
    version: 2,
  });
}

async function prepare(
  ctx: AppContext,
  target: HistoryTarget,
  media: DemoMedia,
  items: readonly PlannedItem[],
): Promise<Prepared[]> {
  const prepared = items.map((item): Prepared => {
    const domain = target.domains.get(item.domain);
    if (!domain) throw new Error(`The demo history names an unknown domain ${item.domain}`);
    const reportId = createId();
    const file = mediaOf(media, item);
    const path = file && artifactPath(target.tenantId, reportId, sha256(file.bytes), file.mime);
    return { item, reportId, domain, media: file, artifactPath: path ?? null };
  });
  // Stored before the transaction, as the plugin API does: a rollback only orphans files.
  // A few at a time: the store's writes are file system (or S3) round trips.
  const withMedia = prepared.filter((entry) => entry.media && entry.artifactPath);
  for (let start = 0; start < withMedia.length; start += ARTIFACT_WRITES_AT_ONCE) {
    await Promise.all(
      withMedia.slice(start, start + ARTIFACT_WRITES_AT_ONCE).map(async (entry) => {
        if (entry.media && entry.artifactPath) {
          await ctx.artifacts.put(entry.artifactPath, entry.media.bytes, entry.media.mime);
        }
      }),
    );
  }
  return prepared;
}

/** Writes every planned item; answers how many reports it created. */
export async function writeDemoHistory(
  ctx: AppContext,
  target: HistoryTarget,
  plan: readonly PlannedItem[],
): Promise<number> {
  const { db } = ctx.database;
  const setups = new Map<string, DomainSetup>();
  for (const domain of target.domains.values()) {
    setups.set(domain.name, await loadDomainSetup(db, target.tenantId, domain.id));
  }
  const now = ctx.clock.now();
  const allowance = (await ctx.services.plans.planOf(target.tenantId)).monthly_credits;
  const writer: Writer = {
    ctx,
    target,
    setups,
    credits: { month: creditMonth(now), allowance },
    textScores: new Map(),
  };
  const media = await demoMedia();
  for (let start = 0; start < plan.length; start += BATCH) {
    const batch = await prepare(ctx, target, media, plan.slice(start, start + BATCH));
    await db.transaction().execute(async (trx) => {
      for (const prepared of batch) await writeItem(writer, trx, prepared);
    });
  }
  return plan.length;
}
