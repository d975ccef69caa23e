/**
 * Queries of a moderator's decision beside the report itself (which the reports module
 * changes): the decider's name and the decision's deliveries.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { CallbackEvent } from '../../db/schema/moderation-engine';

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
  event?: CallbackEvent,
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
