import type { Kysely } from 'kysely';

/**
 * Indexes the plugin API needs (docs/decisions/0081-plugin-api.md, 0090-plugin-callbacks.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A plugin is one per domain and callback URL: connecting again updates that row, and two
  // racing first connections of one plugin cannot make two rows (the upsert conflicts here).
  await db.schema
    .createIndex('domain_plugins_domain_callback_unique')
    .on('domain_plugins')
    .columns(['domain_id', 'callback_url'])
    .unique()
    .execute();
  // The Plugins tab shows each plugin's latest callback attempt and its error.
  await db.schema
    .createIndex('callback_deliveries_plugin_attempt')
    .on('callback_deliveries')
    .columns(['plugin_id', 'last_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('callback_deliveries_plugin_attempt').execute();
  await db.schema.dropIndex('domain_plugins_domain_callback_unique').execute();
}
