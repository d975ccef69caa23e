import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { TenantEngineSettingsTable } from '../../db/schema/moderation-engine';

export type EngineSettingsRow = Selectable<TenantEngineSettingsTable>;

/** The tenant's engine settings, or undefined while none were saved. */
export async function findEngineSettings(
  db: Kysely<Database>,
  tenantId: string,
): Promise<EngineSettingsRow | undefined> {
  return db
    .selectFrom('tenant_engine_settings')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/**
 * Insert or replace the tenant's row in one statement (the tenant id is the key), so two
 * administrators saving at once leave one of the two versions. `api_key_sealed` undefined
 * keeps the stored key on update (and stores none on insert).
 */
export async function upsertEngineSettings(
  db: Kysely<Database>,
  row: Omit<EngineSettingsRow, 'api_key_sealed'> & { api_key_sealed: string | null | undefined },
): Promise<void> {
  const { api_key_sealed: key, ...values } = row;
  const { enabled, url, model, content_types, timeout_ms, max_retries, updated_at } = values;
  const changes = { enabled, url, model, content_types, timeout_ms, max_retries, updated_at };
  await db
    .insertInto('tenant_engine_settings')
    .values({ ...values, api_key_sealed: key ?? null })
    .onConflict((conflict) =>
      conflict
        .column('tenant_id')
        .doUpdateSet(key === undefined ? changes : { ...changes, api_key_sealed: key }),
    )
    .execute();
}
