/**
 * POST /moderation/appeal (docs/decisions/0185-appeals.md; DSA Article 20): a person other
 * than the one who made the decision upholds or reverses an author's appeal — an
 * administrator may decide an appeal of their own decision by saying so, and it is recorded.
 * Never the engine. Upheld: the item stays down and the site is told ('appeal'); reversed: it
 * is MANUALLY_IGNORED and the site puts it back ('republish'). The notices are tried at once,
 * so the answer says whether the site was told.
 */
import {
  APPEAL_AUDIT_DETAILS,
  APPEAL_MESSAGES,
  type DecisionDelivery,
  type TAppealDecision,
  type TDecideAppealRequest,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { toApiTimestamp, toStoredTimestamp } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-errors';
import { deliverNow } from '../callbacks/deliver-now';
import { findUserName, listReportDeliveries } from '../moderation/decision.queries';
import {
  deliveryOf,
  IMMEDIATE_DELIVERY_TIMEOUT_MS,
} from '../moderation/moderation-decisions.service';
import {
  seesAllReports,
  UNPUBLISHED_STATUSES,
  type AppealRow,
  type ReportViewer,
} from '../reports/reports.service';

function closedError(appeal: AppealRow): HttpError {
  if (appeal.status === 'lapsed') return new HttpError(409, APPEAL_MESSAGES.lapsed);
  return new HttpError(409, APPEAL_MESSAGES.alreadyDecided(appeal.status, appeal.decided_by_name));
}

function message(outcome: 'upheld' | 'reversed', delivery: DecisionDelivery): string {
  if (delivery === 'no-plugin') return APPEAL_MESSAGES.decidedNoPlugin;
  if (outcome === 'upheld') {
    return delivery === 'delivered' ? APPEAL_MESSAGES.upheld : APPEAL_MESSAGES.upheldRetrying;
  }
  return delivery === 'delivered' ? APPEAL_MESSAGES.reversed : APPEAL_MESSAGES.reversedRetrying;
}

export async function decideAppeal(
  ctx: AppContext,
  viewer: ReportViewer,
  body: TDecideAppealRequest,
): Promise<{ message: string; data: TAppealDecision }> {
  const reports = ctx.services.reports;
  const appeal = await reports.findAppeal(viewer.tenantId, String(body.id));
  // An appeal of a domain outside the moderator's groups is not theirs to see.
  const report = appeal && (await reports.findRecord(viewer, appeal.report_id));
  if (!appeal || !report) throw notFound(APPEAL_MESSAGES.notFound);
  if (appeal.status !== 'open') throw closedError(appeal);

  const [statement] = await reports.listStatementsByIds(viewer.tenantId, [appeal.statement_id]);
  if (!statement) throw notFound(APPEAL_MESSAGES.notFound);
  const own = statement.decided_by !== null && statement.decided_by === viewer.userId;
  const override = own && body.override && seesAllReports(viewer);
  if (own && !override) throw new HttpError(409, APPEAL_MESSAGES.ownDecision);
  if (!UNPUBLISHED_STATUSES.has(report.status) || report.version !== statement.report_version) {
    throw new HttpError(409, APPEAL_MESSAGES.lapsed);
  }

  const name = (await findUserName(ctx.database.db, viewer.tenantId, viewer.userId)) ?? '';
  const outcome = body.outcome === 'uphold' ? 'upheld' : 'reversed';
  const now = ctx.clock.now();
  const detail = [
    outcome === 'upheld' ? APPEAL_AUDIT_DETAILS.upheld : APPEAL_AUDIT_DETAILS.reversed,
    ...(override ? [APPEAL_AUDIT_DETAILS.override] : []),
  ].join('. ');
  const result = await reports.decideAppeal({
    now,
    tenantId: viewer.tenantId,
    appealId: appeal.id,
    outcome,
    actor: { userId: viewer.userId, name },
    override,
    report,
    detail,
  });
  if (result !== 'decided') {
    const current = await reports.findAppeal(viewer.tenantId, appeal.id);
    if (result === 'lapsed' || !current || current.status === 'open') {
      throw new HttpError(409, APPEAL_MESSAGES.lapsed);
    }
    throw closedError(current);
  }

  const deliveries = await listReportDeliveries(
    ctx.database.db,
    viewer.tenantId,
    report.id,
    toStoredTimestamp(now),
    outcome === 'upheld' ? 'appeal' : 'republish',
  );
  const tried =
    deliveries.length === 0
      ? []
      : await deliverNow(
          ctx,
          viewer.tenantId,
          deliveries.map((row) => row.id),
          IMMEDIATE_DELIVERY_TIMEOUT_MS,
        );
  const delivery = deliveryOf(tried);
  return {
    message: message(outcome, delivery),
    data: {
      id: appeal.id,
      status: outcome,
      decided_at: toApiTimestamp(now),
      decided_by: name,
      override,
      report_status: outcome === 'upheld' ? report.status : 'MANUALLY_IGNORED',
      delivery,
    },
  };
}
