import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export interface TenantSettingsRow {
  lock_minutes: number;
  active_minutes: number;
  two_factor_enforcement_date: string | null;
}

export async function findTenantSettings(
  db: Kysely<Database>,
  tenantId: string,
): Promise<TenantSettingsRow | undefined> {
  return db
    .selectFrom('tenants')
    .select(['lock_minutes', 'active_minutes', 'two_factor_enforcement_date'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
}

/** `two_factor_enforcement_date` undefined leaves the stored date as it is. */
export async function updateTenantSettings(
  db: Kysely<Database>,
  tenantId: string,
  settings: {
    lock_minutes: number;
    active_minutes: number;
    two_factor_enforcement_date?: string | null;
  },
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('tenants')
    .set({
      lock_minutes: settings.lock_minutes,
      active_minutes: settings.active_minutes,
      ...(settings.two_factor_enforcement_date === undefined
        ? {}
        : { two_factor_enforcement_date: settings.two_factor_enforcement_date }),
      updated_at: updatedAt,
    })
    .where('id', '=', tenantId)
    .execute();
}
