/**
 * POST /moderation/bulk (docs/decisions/0178-bulk-review.md): one decision for up to
 * BULK_DECISION_LIMIT reports. Each id is settled on its own, in its own transaction, with the
 * guards of a single decision (settleDecision), so one refused or failed id leaves the others
 * decided; the plugins' notices are then tried together, a few at a time, within the time a
 * single decision waits, and the rest are left to the delivery job's retries.
 */
import {
  BULK_REVIEW_MESSAGES,
  MODERATION_MESSAGES,
  type TBulkDecisionResult,
  type TDecideReportsRequest,
  type TDecideReportsResponse,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { toApiTimestamp } from '../../lib/clock';
import { deliverNow } from '../callbacks/deliver-now';
import type { ReportViewer } from '../reports/reports.service';
import { findUserName } from './decision.queries';
import {
  answer,
  deliveryOf,
  existingAnswer,
  IMMEDIATE_DELIVERY_TIMEOUT_MS,
  settleDecision,
  type SettledDecision,
} from './moderation-decisions.service';

/** Notices tried side by side: a site's plugin is not sent a hundred requests at once. */
const DELIVERIES_AT_ONCE = 8;

/**
 * Tries the notices in parts until the time a single decision waits has passed; a notice not
 * tried by then stays queued for the runner, answered as 'retrying'.
 */
async function tryNotices(
  ctx: AppContext,
  tenantId: string,
  deliveryIds: readonly string[],
): Promise<Map<string, 'delivered' | 'retrying'>> {
  const states = new Map<string, 'delivered' | 'retrying'>();
  const until = Date.now() + IMMEDIATE_DELIVERY_TIMEOUT_MS;
  for (let start = 0; start < deliveryIds.length; start += DELIVERIES_AT_ONCE) {
    const left = until - Date.now();
    if (left <= 0) break;
    const part = deliveryIds.slice(start, start + DELIVERIES_AT_ONCE);
    const tried = await deliverNow(ctx, tenantId, part, left);
    part.forEach((id, index) => states.set(id, tried[index] ?? 'retrying'));
  }
  return states;
}

type Settled = { id: string; settled: SettledDecision | { kind: 'failed' } };

function refused(id: string, settled: Settled['settled']): TBulkDecisionResult {
  const none = { id, decided_by: null, decided_at: null, delivery: null };
  switch (settled.kind) {
    case 'taken':
    case 'not-decidable': {
      const { report } = settled;
      return {
        ...none,
        outcome: settled.kind === 'taken' ? 'already-decided' : 'not-decidable',
        status: report.status,
        decided_by: report.decider_name,
        decided_at: report.decided_at === null ? null : toApiTimestamp(report.decided_at),
        message:
          settled.kind === 'taken'
            ? MODERATION_MESSAGES.alreadyDecided(report.status, report.decider_name)
            : MODERATION_MESSAGES.notDecidable(report.status),
      };
    }
    case 'not-found':
      return { ...none, outcome: 'not-found', status: null, message: MODERATION_MESSAGES.notFound };
    default:
      return { ...none, outcome: 'failed', status: null, message: BULK_REVIEW_MESSAGES.failedItem };
  }
}

export async function decideReports(
  ctx: AppContext,
  viewer: ReportViewer,
  body: TDecideReportsRequest,
): Promise<TDecideReportsResponse> {
  const { decision } = body;
  const name = (await findUserName(ctx.database.db, viewer.tenantId, viewer.userId)) ?? '';
  const settled: Settled[] = [];
  for (const id of body.ids.map(String)) {
    try {
      settled.push({ id, settled: await settleDecision(ctx, viewer, id, decision, name) });
    } catch (error) {
      // One id's fault must not hide what became of the others; nothing changed for it.
      const message = error instanceof Error ? error.message : String(error);
      ctx.logger.error({ report: id, err: message }, 'bulk decision failed for one report');
      settled.push({ id, settled: { kind: 'failed' } });
    }
  }
  const notices = await tryNotices(
    ctx,
    viewer.tenantId,
    settled.flatMap(({ settled: one }) => (one.kind === 'made' ? one.deliveryIds : [])),
  );
  const results: TBulkDecisionResult[] = [];
  for (const { id, settled: one } of settled) {
    if (one.kind === 'made') {
      const states = one.deliveryIds.map((deliveryId) => notices.get(deliveryId) ?? 'retrying');
      const made = answer(decision, one.data, deliveryOf(states));
      results.push({ ...made.data, id, outcome: 'decided', message: made.message });
    } else if (one.kind === 'standing') {
      const standing = await existingAnswer(ctx, viewer, one.report, decision, name);
      results.push({ ...standing.data, id, outcome: 'decided', message: standing.message });
    } else {
      results.push(refused(id, one));
    }
  }
  return { message: BULK_REVIEW_MESSAGES.summary(decision, results), data: { results } };
}
