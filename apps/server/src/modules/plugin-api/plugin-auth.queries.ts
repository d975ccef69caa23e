/** Queries of plugin authentication: the keyed domain, accepted signatures, the calling plugin. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export interface KeyedDomain {
  domain_id: string;
  tenant_id: string;
  name: string;
  enabled: number;
  access_key: string;
  secret_sealed: string;
}

/** The domain an access key belongs to (the key's unique index makes it at most one). */
export async function findKeyedDomain(
  db: Kysely<Database>,
  accessKey: string,
): Promise<KeyedDomain | undefined> {
  return db
    .selectFrom('domain_keys')
    .innerJoin('domains', (join) =>
      join
        .onRef('domains.id', '=', 'domain_keys.domain_id')
        .onRef('domains.tenant_id', '=', 'domain_keys.tenant_id'),
    )
    .select([
      'domain_keys.domain_id',
      'domain_keys.tenant_id',
      'domains.name',
      'domains.enabled',
      'domain_keys.access_key',
      'domain_keys.secret_sealed',
    ])
    .where('domain_keys.access_key', '=', accessKey)
    .executeTakeFirst();
}

/**
 * Records a signature as used; false when it already was (the primary key on
 * (domain_id, signature) settles two racing copies of one request: only one inserts).
 */
export async function recordSignature(
  db: Kysely<Database>,
  domainId: string,
  signature: string,
  expiresAt: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('plugin_request_signatures')
    .values({ domain_id: domainId, signature, expires_at: expiresAt })
    .onConflict((conflict) => conflict.columns(['domain_id', 'signature']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Signatures whose timestamp is stale by now can no longer be replayed: drop them. */
export async function purgeExpiredSignatures(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('plugin_request_signatures').where('expires_at', '<', now).execute();
}

/**
 * Which of the domain's plugins a request comes from: the one named by id when it is this
 * domain's, else the most recently connected one; undefined while none has connected.
 */
export async function findRequestPlugin(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
  namedId: string | undefined,
): Promise<string | undefined> {
  if (namedId !== undefined) {
    const named = await db
      .selectFrom('domain_plugins')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('domain_id', '=', domainId)
      .where('id', '=', namedId)
      .executeTakeFirst();
    if (named) return named.id;
  }
  const latest = await db
    .selectFrom('domain_plugins')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .orderBy('connected_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.id;
}

/**
 * Marks a plugin seen, at most once a minute: a busy site's every submission would otherwise
 * be a write (and on PostgreSQL a commit) of its own for a time shown to the minute.
 */
export async function touchPlugin(
  db: Kysely<Database>,
  tenantId: string,
  pluginId: string,
  now: string,
  staleBefore: string,
): Promise<void> {
  await db
    .updateTable('domain_plugins')
    .set({ last_seen_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', pluginId)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<=', staleBefore)]))
    .execute();
}
