/** Queries of a moderator's decision: the guarded report update and its deliveries. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export interface HumanDecisionChanges {
  status: string;
  decidedBy: string;
  /** Stored timestamp; also the decision's updated_at. */
  stamp: string;
}

/**
 * Records the decision only while the report is still the status and version the decision
 * was made on — one conditional UPDATE, so of two moderators deciding at once (on any
 * instance, SQLite or PostgreSQL) exactly one changes the row. False when the guard failed.
 */
export async function applyHumanDecision(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
  from: { status: string; version: number },
  changes: HumanDecisionChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('reports')
    .set({
      status: changes.status,
      status_reason: 'manual',
      decision_source: 'human',
      decided_by: changes.decidedBy,
      decided_at: changes.stamp,
      updated_at: changes.stamp,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', reportId)
    .where('status', '=', from.status)
    .where('version', '=', from.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findUserName(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('name')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.name;
}

/**
 * The report's callbacks created at or after `since`, of one event when given: a decision's
 * own are those of its event from its time on (nothing else notifies a decided report).
 */
export async function listReportDeliveries(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
  since: string,
  event?: 'unpublish' | 'decision',
): Promise<Array<{ id: string; status: string }>> {
  let query = db
    .selectFrom('callback_deliveries')
    .select(['id', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('report_id', '=', reportId)
    .where('created_at', '>=', since);
  if (event !== undefined) query = query.where('event', '=', event);
  return query.orderBy('id').execute();
}
