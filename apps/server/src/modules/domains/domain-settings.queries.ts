/** Queries of a domain's key, plugins and moderation groups (one small file for the three). */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { DomainKeysTable } from '../../db/schema/domains';

export type DomainKeyRow = Selectable<DomainKeysTable>;

/** The public half only: nothing that reads a key for display ever selects the secret. */
export async function findKeyStatus(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
): Promise<{ access_key: string; updated_at: string } | undefined> {
  return db
    .selectFrom('domain_keys')
    .select(['access_key', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .executeTakeFirst();
}

export async function insertKey(db: Kysely<Database>, row: DomainKeyRow): Promise<void> {
  await db.insertInto('domain_keys').values(row).execute();
}

/** Replaces the pair; false when the domain had no key to replace. */
export async function replaceKey(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
  changes: { access_key: string; secret_sealed: string; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('domain_keys')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listPluginRows(db: Kysely<Database>, tenantId: string, domainId: string) {
  return db
    .selectFrom('domain_plugins')
    .select([
      'id',
      'cms_name',
      'cms_version',
      'plugin_version',
      'callback_url',
      'connected_at',
      'last_seen_at',
      'callback_health',
    ])
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .orderBy('connected_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Deletes the domain's plugin; false when it has no such plugin. Its callback deliveries go
 * with it and its reports keep their history (foreign keys: cascade, set null).
 */
export async function deletePluginRow(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
  pluginId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('domain_plugins')
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .where('id', '=', pluginId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listDomainGroupIds(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('domain_moderation_groups')
    .select('group_id')
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .orderBy('group_id')
    .execute();
  return rows.map((row) => row.group_id);
}

/** The ids must already be known to be this tenant's groups. */
export async function replaceDomainGroups(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
  groupIds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('domain_moderation_groups')
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .execute();
  if (groupIds.length === 0) return;
  await db
    .insertInto('domain_moderation_groups')
    .values(
      groupIds.map((groupId) => ({ group_id: groupId, domain_id: domainId, tenant_id: tenantId })),
    )
    .execute();
}
