/** Queries of callback deliveries: who to call, what to send with which key, how it went. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { CallbackDeliveriesTable } from '../../db/schema/moderation-engine';

export type DeliveryRow = Selectable<CallbackDeliveriesTable>;

export async function listCallbackPlugins(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
): Promise<Array<{ id: string }>> {
  return db
    .selectFrom('domain_plugins')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .where('callback_url', 'is not', null)
    .orderBy('id')
    .execute();
}

export async function insertDelivery(
  db: Kysely<Database>,
  row: Insertable<CallbackDeliveriesTable>,
): Promise<void> {
  await db.insertInto('callback_deliveries').values(row).execute();
}

/** The notices that set an item's status on the site; 'appeal' only tells its author. */
const STATUS_NOTICES = ['unpublish', 'decision', 'republish'] as const;

/**
 * Whether a status notice about the same item was queued for the same plugin after this one:
 * a retried notice must not reach the site after a newer one and undo it (decision 0194).
 */
export async function isSupersededNotice(
  db: Kysely<Database>,
  delivery: DeliveryRow,
): Promise<boolean> {
  if (delivery.report_id === null) return false;
  if (!(STATUS_NOTICES as readonly string[]).includes(delivery.event)) return false;
  const newer = await db
    .selectFrom('callback_deliveries')
    .select('id')
    .where('tenant_id', '=', delivery.tenant_id)
    .where('report_id', '=', delivery.report_id)
    .where('plugin_id', '=', delivery.plugin_id)
    .where('event', 'in', STATUS_NOTICES)
    .where('created_at', '>', delivery.created_at)
    .limit(1)
    .executeTakeFirst();
  return newer !== undefined;
}

export async function findDelivery(
  db: Kysely<Database>,
  tenantId: string,
  deliveryId: string,
): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('callback_deliveries')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', deliveryId)
    .executeTakeFirst();
}

export interface CallbackTarget {
  callback_url: string | null;
  access_key: string;
  secret_sealed: string;
}

/** The plugin's callback URL with the domain's current key pair (a regenerated key signs). */
export async function findCallbackTarget(
  db: Kysely<Database>,
  tenantId: string,
  pluginId: string,
): Promise<CallbackTarget | undefined> {
  return db
    .selectFrom('domain_plugins')
    .innerJoin('domain_keys', (join) =>
      join
        .onRef('domain_keys.domain_id', '=', 'domain_plugins.domain_id')
        .onRef('domain_keys.tenant_id', '=', 'domain_plugins.tenant_id'),
    )
    .select(['domain_plugins.callback_url', 'domain_keys.access_key', 'domain_keys.secret_sealed'])
    .where('domain_plugins.tenant_id', '=', tenantId)
    .where('domain_plugins.id', '=', pluginId)
    .executeTakeFirst();
}

/**
 * Records an attempt, only on a delivery still pending (a settled one is never reopened);
 * false when there was none to record it on (removed with its plugin meanwhile, or settled).
 */
export async function updateDelivery(
  db: Kysely<Database>,
  tenantId: string,
  deliveryId: string,
  changes: Updateable<CallbackDeliveriesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('callback_deliveries')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', deliveryId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setCallbackHealth(
  db: Kysely<Database>,
  tenantId: string,
  pluginId: string,
  health: 'healthy' | 'failing',
): Promise<void> {
  await db
    .updateTable('domain_plugins')
    .set({ callback_health: health })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', pluginId)
    .execute();
}
