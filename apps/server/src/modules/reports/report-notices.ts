/**
 * The plugin notices of a status change (decisions 0080, 0090, 0102): the signed callbacks
 * that tell the domain's plugins — 'unpublish' for an unpublished item, 'decision' for any
 * other settled status, 'republish' and 'appeal' for a reversed and an upheld appeal — queued through the callbacks module in the caller's transaction.
 * Only reports.service.ts sends them.
 */
import {
  ZCmsMetaSchema,
  type ModerationStatus,
  type TAppealOutcomeNotice,
  type TCmsMeta,
  type TPluginCallback,
  type TStatementOfReasons,
} from '@vigil/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toApiTimestamp } from '../../lib/clock';
import { enqueueCallbacks } from '../callbacks/enqueue-callbacks';

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
  status: ModerationStatus,
  now: Date,
  /** The unpublish's statement of reasons (decision 0182); absent for other statuses. */
  statement?: TStatementOfReasons,
  /** The appeal this change answers (decision 0185): a reversal is a 'republish' notice. */
  appeal?: TAppealOutcomeNotice,
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
  if (appeal !== undefined) {
    // An upheld appeal changes no status: the item stays down and the author is told.
    return appeal.outcome === 'reversed'
      ? { event: 'republish', ...common, appeal }
      : { event: 'appeal', ...common, appeal };
  }
  if (status === 'AUTO_UNPUBLISHED' || status === 'MANUALLY_UNPUBLISHED') {
    return {
      event: 'unpublish',
      ...common,
      reason: status === 'AUTO_UNPUBLISHED' ? 'automatic' : 'manual',
      ...(statement === undefined ? {} : { statement }),
    };
  }
  return { event: 'decision', ...common };
}

/** Queues the callbacks of a new status (none for a deleted domain or PENDING). */
export async function notifyPlugins(
  trx: Kysely<Database>,
  now: Date,
  subject: CallbackSubject,
  status: ModerationStatus,
  statement?: TStatementOfReasons,
  appeal?: TAppealOutcomeNotice,
): Promise<void> {
  const payload = callbackPayload(subject, status, now, statement, appeal);
  if (payload === null || subject.domain_id === null) return;
  await enqueueCallbacks(trx, now, {
    tenantId: subject.tenant_id,
    domainId: subject.domain_id,
    reportId: subject.id,
    payload,
  });
}
