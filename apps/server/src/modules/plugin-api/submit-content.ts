/**
 * POST /content (docs/decisions/0081-plugin-api.md). The item is stored durably before the
 * 202: media bytes in the artifact store first, then the report with its audit row (reports
 * module) and its scan job in one transaction — shared with the submissions that arrive with
 * it (group commit, decision 0200) — so an acknowledged item always has the job that scans
 * it. Idempotent on cms_meta.id within the domain: the same content again is the same id and
 * nothing else; edited content is a new version of the same report, scanned again.
 */
import { createHash } from 'node:crypto';
import {
  PLUGIN_INLINE_IMAGE_BYTES,
  PLUGIN_MESSAGES,
  type TSubmitContentRequest,
  type TSubmitContentResponse,
} from '@vigil/contract';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp } from '../../lib/clock';
import { HttpError, ValidationError } from '../../lib/http-errors';
import { createId } from '../../lib/tokens';
import { artifactPath } from '../artifacts/artifact-store';
import { enqueueJob } from '../jobs/enqueue-job';
import type { PluginCaller } from './plugin-auth';
import { submissionHost } from './submission-host';
import { UNSCANNED_REPORT_COLUMNS, type SubmittedReport } from '../reports/reports.service';
import { readSubmittedContent, type SubmittedContent } from './submitted-content';

/** A racing submission of the same item makes us read again; more than this is a fault. */
const MAX_RACE_RETRIES = 5;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The columns that hold the content itself, for a new report or a new version. */
interface ContentColumns {
  content: string;
  content_url: string | null;
  artifact_path: string | null;
  artifact_mime: string | null;
}

/** Stores media bytes (before the transaction: a rolled-back report only orphans a file). */
async function storeContent(
  ctx: AppContext,
  tenantId: string,
  reportId: string,
  submitted: SubmittedContent,
): Promise<ContentColumns> {
  if (submitted.kind === 'text') {
    return { content: submitted.text, content_url: null, artifact_path: null, artifact_mime: null };
  }
  if (submitted.kind === 'url') {
    return { content: '', content_url: submitted.url, artifact_path: null, artifact_mime: null };
  }
  const path = artifactPath(tenantId, reportId, sha256(submitted.bytes), submitted.mime);
  await ctx.artifacts.put(path, submitted.bytes, submitted.mime);
  const inline =
    submitted.mime.startsWith('image/') && submitted.bytes.length <= PLUGIN_INLINE_IMAGE_BYTES;
  return {
    content: inline ? submitted.base64 : '',
    content_url: null,
    artifact_path: path,
    artifact_mime: submitted.mime,
  };
}

interface Submission {
  caller: PluginCaller;
  request: TSubmitContentRequest;
  host: string;
  cmsId: string;
  hash: string;
  columns: ContentColumns;
  now: Date;
}

/** The fields every version takes from the request; scan results start over. */
function versionFields(submission: Submission) {
  const { caller, request, host, hash, columns } = submission;
  return {
    plugin_id: caller.pluginId,
    cms_meta: JSON.stringify(request.cms_meta),
    username: request.username,
    content_type: request.content_type,
    scheme: request.scheme,
    domain: host,
    access_key: caller.accessKey,
    ...columns,
    content_hash: hash,
    ...UNSCANNED_REPORT_COLUMNS,
  };
}

/** The scan job that goes with every stored version, in its transaction. */
async function enqueueScan(
  trx: Kysely<Database>,
  submission: Submission,
  reportId: string,
  version: number,
): Promise<void> {
  await enqueueJob(trx, submission.now, {
    kind: 'scan',
    tenantId: submission.caller.tenantId,
    payload: { reportId, version },
    dedupeKey: `scan:${reportId}`,
  });
}

/**
 * One try at storing the submission; false when a racing one changed the report first. A new
 * item is created PENDING; an edit is a status change back to PENDING (reports module), with
 * the old version's scores cleared, since they no longer describe the report.
 */
async function storeOnce(
  ctx: AppContext,
  submission: Submission,
  reportId: string,
  existing: SubmittedReport | undefined,
): Promise<boolean> {
  const { tenantId, domainId } = submission.caller;
  const fields = versionFields(submission);
  // Shared with the submissions that arrive with it (decision 0200): answered after the
  // commit that holds it, so a 202 still means stored.
  return ctx.groupCommit.run(async (trx, batch) => {
    const reports = ctx.services.reports.withTransaction(trx, batch);
    if (!existing) {
      const created = await reports.createReport(submission.now, {
        id: reportId,
        tenant_id: tenantId,
        domain_id: domainId,
        cms_id: submission.cmsId,
        ...fields,
        credits_charged: 0,
      });
      if (created) await enqueueScan(trx, submission, reportId, 1);
      return created;
    }
    const version = existing.version + 1;
    const changed = await reports.recordStatusChange({
      now: submission.now,
      tenantId,
      reportId,
      from: { status: existing.status, version: existing.version },
      to: 'PENDING',
      changes: { ...fields, version, submitted_at: toStoredTimestamp(submission.now) },
      scores: null,
      audit: {
        action: 'resubmitted',
        actor: null,
        categoryId: null,
        score: null,
        detail: `Version ${version}`,
      },
      routing: null,
    });
    if (!changed) return false;
    await enqueueScan(trx, submission, reportId, version);
    return true;
  });
}

export async function submitContent(
  ctx: AppContext,
  caller: PluginCaller,
  request: TSubmitContentRequest,
): Promise<TSubmitContentResponse> {
  if (caller.pluginId === null) throw new HttpError(409, PLUGIN_MESSAGES.notConnected);
  const named = submissionHost(request.domain, caller.domainName);
  if (!named.ok) {
    const message =
      named.reason === 'invalid' ? PLUGIN_MESSAGES.invalidDomain : PLUGIN_MESSAGES.wrongDomain;
    throw new ValidationError({ domain: [message] });
  }
  const { host } = named;
  const submitted = readSubmittedContent(request.content_type, request.content);
  const cmsId = String(request.cms_meta.id);
  const hash = sha256(`${request.content_type}\n${request.content}`);

  for (let attempt = 0; attempt <= MAX_RACE_RETRIES; attempt += 1) {
    const existing = await ctx.services.reports.findByCmsId(
      caller.tenantId,
      caller.domainId,
      cmsId,
    );
    if (existing?.content_hash === hash) return { id: existing.id };
    const reportId = existing?.id ?? createId();
    const columns = await storeContent(ctx, caller.tenantId, reportId, submitted);
    const submission = { caller, request, host, cmsId, hash, columns, now: ctx.clock.now() };
    if (await storeOnce(ctx, submission, reportId, existing)) return { id: reportId };
  }
  throw new Error('A submission kept losing races with others of the same item');
}
