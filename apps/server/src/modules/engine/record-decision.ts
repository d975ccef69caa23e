/**
 * What every status change of a report writes beside it, in the caller's transaction
 * (decisions 0080, 0082): the audit row, and the signed callbacks that tell the domain's
 * plugins — 'unpublish' for an unpublished item, 'decision' for any other settled status.
 * Shared by the scan job and by moderators' decisions.
 */
import { ZCmsMetaSchema, type TCmsMeta, type TPluginCallback } from '@vigil/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toApiTimestamp, toStoredTimestamp } from '../../lib/clock';
import { createId } from '../../lib/tokens';
import { enqueueCallbacks } from '../callbacks/enqueue-callbacks';
import { insertAuditEntry } from './scan-report.queries';

/** The report fields a callback repeats to the plugin. */
export interface CallbackSubject {
  id: string;
  tenant_id: string;
  domain_id: string | null;
  cms_id: string;
  /** JSON as stored. */
  cms_meta: string;
  scheme: string;
  domain: string;
}

function cmsMetaOf(subject: CallbackSubject): TCmsMeta {
  let parsed: unknown;
  try {
    parsed = JSON.parse(subject.cms_meta);
  } catch {
    parsed = undefined;
  }
  const meta = ZCmsMetaSchema.safeParse(parsed);
  return meta.success ? meta.data : { id: subject.cms_id };
}

/**
 * The body sent to the plugins for a new status: 'unpublish' (with why) for AUTO_UNPUBLISHED
 * and MANUALLY_UNPUBLISHED, 'decision' for CLEAN, MODERATE and MANUALLY_IGNORED; null for
 * PENDING, which is not a decision.
 */
export function callbackPayload(
  subject: CallbackSubject,
  status: string,
  now: Date,
): TPluginCallback | null {
  if (status === 'PENDING') return null;
  const common = {
    id: subject.id,
    scheme: subject.scheme,
    domain: subject.domain,
    cms_meta: cmsMetaOf(subject),
    status,
    sent_at: toApiTimestamp(now),
  };
  if (status === 'AUTO_UNPUBLISHED' || status === 'MANUALLY_UNPUBLISHED') {
    return {
      event: 'unpublish',
      ...common,
      reason: status === 'AUTO_UNPUBLISHED' ? 'automatic' : 'manual',
    };
  }
  return { event: 'decision', ...common };
}

/** Queues the callbacks of a new status (none for a deleted domain or PENDING). */
export async function notifyPlugins(
  trx: Kysely<Database>,
  now: Date,
  subject: CallbackSubject,
  status: string,
): Promise<void> {
  const payload = callbackPayload(subject, status, now);
  if (payload === null || subject.domain_id === null) return;
  await enqueueCallbacks(trx, now, {
    tenantId: subject.tenant_id,
    domainId: subject.domain_id,
    reportId: subject.id,
    payload,
  });
}

export interface AuditEntry {
  tenantId: string;
  reportId: string;
  /** 'scanned' for the engine; 'unpublished', 'ignored' … for people. */
  action: string;
  previousStatus: string | null;
  newStatus: string;
  /** null: the engine decided. */
  actor: { userId: string; name: string } | null;
  categoryId: string | null;
  score: number | null;
  detail: string | null;
}

export async function writeAuditEntry(
  trx: Kysely<Database>,
  now: Date,
  entry: AuditEntry,
): Promise<void> {
  await insertAuditEntry(trx, {
    id: createId(),
    tenant_id: entry.tenantId,
    report_id: entry.reportId,
    actor_user_id: entry.actor?.userId ?? null,
    actor_name: entry.actor?.name ?? null,
    action: entry.action,
    previous_status: entry.previousStatus,
    new_status: entry.newStatus,
    category_id: entry.categoryId,
    score: entry.score,
    detail: entry.detail,
    created_at: toStoredTimestamp(now),
  });
}
