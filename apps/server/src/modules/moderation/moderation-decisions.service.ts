/**
 * POST /moderation/unpublish and /moderation/ignore (docs/decisions/0102-moderator-decisions.md):
 * a moderator's decision, race-safe and idempotent. The report changes, its audit row and the
 * plugins' notices are written in one transaction guarded on the status and version the
 * decision was made on; the notices are then tried at once so the answer can say whether the
 * site was told.
 */
import {
  MODERATION_MESSAGES,
  type DecisionDelivery,
  type ModerationStatus,
  type TModerationDecision,
  type TUnpublishReportRequest,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { toApiTimestamp, toStoredTimestamp } from '../../lib/clock';
import { HttpError, notFound, ValidationError } from '../../lib/http-errors';
import { deliverNow } from '../callbacks/deliver-now';
import type { AuditAction, ReportRecordRow, ReportViewer } from '../reports/reports.service';
import { findUserName, listReportDeliveries } from './decision.queries';
import { sameJson } from './same-json';
import { cmsMetaObject } from './to-report-record';

export type ModeratorDecision = 'unpublish' | 'approve';

const OUTCOME: Readonly<
  Record<
    ModeratorDecision,
    { status: ModerationStatus; action: AuditAction; event: 'unpublish' | 'decision' }
  >
> = {
  unpublish: { status: 'MANUALLY_UNPUBLISHED', action: 'unpublished', event: 'unpublish' },
  approve: { status: 'MANUALLY_IGNORED', action: 'ignored', event: 'decision' },
};

/** A person's decision is final: it is never replaced, by a person or by the engine. */
const FINAL_STATUSES: ReadonlySet<ModerationStatus> = new Set([
  'MANUALLY_UNPUBLISHED',
  'MANUALLY_IGNORED',
]);
const DECIDABLE_STATUSES: ReadonlySet<ModerationStatus> = new Set([
  'PENDING',
  'MODERATE',
  'CLEAN',
  'AUTO_UNPUBLISHED',
]);

/** The plugin is given this long to answer before the decision answers 'retrying'. */
export const IMMEDIATE_DELIVERY_TIMEOUT_MS = 3_000;
/** Each lost race re-reads the report; losing this often in a row is a fault. */
const MAX_RACE_RETRIES = 5;

/** What the audit log says beside the status change, for reading and for counting. */
function auditDetail(report: ReportRecordRow, decision: ModeratorDecision): string | null {
  if (report.status === 'PENDING') return 'Decided before the scan finished';
  const automated = report.decision_source === 'automated';
  const reverses =
    (decision === 'approve' && report.status === 'AUTO_UNPUBLISHED') ||
    (decision === 'unpublish' && report.status === 'CLEAN');
  return automated && reverses ? `Reverses the automated decision (${report.status})` : null;
}

export type DecisionAnswer = { message: string; data: TModerationDecision };

export function answer(
  decision: ModeratorDecision,
  data: Omit<TModerationDecision, 'delivery'>,
  delivery: DecisionDelivery,
): DecisionAnswer {
  const texts =
    decision === 'unpublish' ? MODERATION_MESSAGES.unpublished : MODERATION_MESSAGES.approved;
  return { message: texts[delivery], data: { ...data, delivery } };
}

export function deliveryOf(states: readonly string[]): DecisionDelivery {
  if (states.length === 0) return 'no-plugin';
  // One plugin that took the notice means the site has it (an older plugin row of the same
  // site may keep failing until it is removed; decision 0090).
  return states.includes('delivered') ? 'delivered' : 'retrying';
}

/** The same decision again by the same person: the decision as it stands. */
export async function existingAnswer(
  ctx: AppContext,
  viewer: ReportViewer,
  report: ReportRecordRow,
  decision: ModeratorDecision,
  name: string,
): Promise<DecisionAnswer> {
  const decidedAt = report.decided_at ?? report.updated_at;
  const deliveries = await listReportDeliveries(
    ctx.database.db,
    viewer.tenantId,
    report.id,
    decidedAt,
    OUTCOME[decision].event,
  );
  const data = {
    id: report.id,
    status: report.status,
    decided_by: report.decider_name ?? name,
    decided_at: toApiTimestamp(decidedAt),
  };
  return answer(decision, data, deliveryOf(deliveries.map((row) => row.status)));
}

/** 422 unless the body's routing fields are the record's own (only `id` is trusted). */
export function checkUnpublishBody(report: ReportRecordRow, body: TUnpublishReportRequest): void {
  const errors: Record<string, string[]> = {};
  const mismatch = [MODERATION_MESSAGES.fieldMismatch];
  if (body.scheme !== report.scheme) errors.scheme = mismatch;
  if (body.domain !== report.domain) errors.domain = mismatch;
  if (!sameJson(body.cms_meta, cmsMetaObject(report.cms_meta, report.cms_id))) {
    errors.cms_meta = mismatch;
  }
  if (body.access_key !== report.access_key) errors.access_key = mismatch;
  if (Object.keys(errors).length > 0) {
    throw new ValidationError(errors, MODERATION_MESSAGES.detailsMismatch);
  }
}

/** One try: the decision's id list of queued notices, or null when another change won. */
async function commit(
  ctx: AppContext,
  viewer: ReportViewer,
  report: ReportRecordRow,
  decision: ModeratorDecision,
  name: string,
  now: Date,
): Promise<string[] | null> {
  const stamp = toStoredTimestamp(now);
  const { status, action } = OUTCOME[decision];
  return ctx.database.db.transaction().execute(async (trx) => {
    // The notices this decision queues: those that were not there before it.
    const before = new Set(
      (await listReportDeliveries(trx, viewer.tenantId, report.id, stamp)).map((row) => row.id),
    );
    const decided = await ctx.services.reports.withTransaction(trx).recordStatusChange({
      now,
      tenantId: viewer.tenantId,
      reportId: report.id,
      from: { status: report.status, version: report.version },
      to: status,
      changes: {
        status_reason: 'manual',
        decision_source: 'human',
        decided_by: viewer.userId,
        decided_at: stamp,
      },
      audit: {
        action,
        actor: { userId: viewer.userId, name },
        categoryId: null,
        score: null,
        detail: auditDetail(report, decision),
      },
      routing: report,
    });
    if (!decided) return null;
    const after = await listReportDeliveries(trx, viewer.tenantId, report.id, stamp);
    return after.map((row) => row.id).filter((id) => !before.has(id));
  });
}

/**
 * Where one decision stands after a try: newly made (its notices still to be tried), the
 * same decision this user already made, or refused: another decision stands, the status
 * takes no decision, or the report is not one this viewer may see.
 */
export type SettledDecision =
  | { kind: 'made'; data: Omit<TModerationDecision, 'delivery'>; deliveryIds: string[] }
  | { kind: 'standing'; report: ReportRecordRow }
  | { kind: 'taken'; report: ReportRecordRow }
  | { kind: 'not-decidable'; report: ReportRecordRow }
  | { kind: 'not-found' };

/**
 * Makes the decision unless another stands, re-reading the report after each lost race; the
 * notices it queued are left for the caller to try. `name` is the deciding user's.
 */
export async function settleDecision(
  ctx: AppContext,
  viewer: ReportViewer,
  reportId: string,
  decision: ModeratorDecision,
  name: string,
  checkBody: (report: ReportRecordRow) => void = () => undefined,
): Promise<SettledDecision> {
  const target = OUTCOME[decision].status;
  for (let attempt = 0; attempt <= MAX_RACE_RETRIES; attempt += 1) {
    const report = await ctx.services.reports.findRecord(viewer, reportId);
    if (!report) return { kind: 'not-found' };
    checkBody(report);
    if (FINAL_STATUSES.has(report.status)) {
      const own = report.status === target && report.decided_by === viewer.userId;
      return { kind: own ? 'standing' : 'taken', report };
    }
    if (!DECIDABLE_STATUSES.has(report.status)) return { kind: 'not-decidable', report };
    const now = ctx.clock.now();
    const deliveryIds = await commit(ctx, viewer, report, decision, name, now);
    // Another decision, a scan or an edit changed the report first: read it again.
    if (deliveryIds === null) continue;
    const data = {
      id: report.id,
      status: target,
      decided_by: name,
      decided_at: toApiTimestamp(now),
    };
    return { kind: 'made', data, deliveryIds };
  }
  throw new Error('A moderator decision kept losing races with other changes of the report');
}

export async function decideReport(
  ctx: AppContext,
  viewer: ReportViewer,
  reportId: string,
  decision: ModeratorDecision,
  checkBody: (report: ReportRecordRow) => void = () => undefined,
): Promise<DecisionAnswer> {
  const name = (await findUserName(ctx.database.db, viewer.tenantId, viewer.userId)) ?? '';
  const settled = await settleDecision(ctx, viewer, reportId, decision, name, checkBody);
  switch (settled.kind) {
    case 'not-found':
      throw notFound(MODERATION_MESSAGES.notFound);
    case 'taken':
      throw new HttpError(
        409,
        MODERATION_MESSAGES.alreadyDecided(settled.report.status, settled.report.decider_name),
      );
    case 'not-decidable':
      throw new HttpError(409, MODERATION_MESSAGES.notDecidable(settled.report.status));
    case 'standing':
      return existingAnswer(ctx, viewer, settled.report, decision, name);
    case 'made': {
      if (settled.deliveryIds.length === 0) return answer(decision, settled.data, 'no-plugin');
      const tried = await deliverNow(
        ctx,
        viewer.tenantId,
        settled.deliveryIds,
        IMMEDIATE_DELIVERY_TIMEOUT_MS,
      );
      return answer(decision, settled.data, deliveryOf(tried));
    }
  }
}
