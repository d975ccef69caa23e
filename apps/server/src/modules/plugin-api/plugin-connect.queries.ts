import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { DomainPluginsTable } from '../../db/schema/domains';

/**
 * Inserts the plugin, or updates the one with the same domain and callback URL (the unique
 * index settles two racing first connections); answers the row's id and first connection.
 */
export async function upsertPlugin(
  db: Kysely<Database>,
  row: Insertable<DomainPluginsTable> & { connected_at: string },
): Promise<{ id: string; connected_at: string }> {
  return db
    .insertInto('domain_plugins')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['domain_id', 'callback_url']).doUpdateSet({
        cms_name: row.cms_name,
        cms_version: row.cms_version,
        plugin_version: row.plugin_version,
        last_seen_at: row.last_seen_at,
      }),
    )
    .returning(['id', 'connected_at'])
    .executeTakeFirstOrThrow();
}
