import type { Kysely } from 'kysely';
import {
  ACCOUNT_MESSAGES,
  type TTenantSettings,
  type TTenantSettingsUpdate,
  ROLES,
} from '@vigil/contract';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp, type Clock } from '../../lib/clock';
import { forbidden, unauthenticated } from '../../lib/http-errors';
import { findTenantSettings, updateTenantSettings } from './tenant.queries';

/** The calling user, as far as tenant settings care: whose tenant, and which role. */
export interface TenantActor {
  tenantId: string;
  roleId: number;
}

export interface TenantService {
  /** Any role may read its own tenant's settings. */
  settings(tenantId: string): Promise<TTenantSettings>;
  /** Administrators only (403 otherwise); always the actor's own tenant. */
  updateSettings(actor: TenantActor, update: TTenantSettingsUpdate): Promise<TTenantSettings>;
}

export function createTenantService(db: Kysely<Database>, clock: Clock): TenantService {
  async function settings(tenantId: string): Promise<TTenantSettings> {
    const row = await findTenantSettings(db, tenantId);
    if (!row) throw unauthenticated('tenant not found');
    // The columns default to the spec's 20 and 60, so an untouched tenant answers those.
    return {
      lock_minutes: row.lock_minutes,
      active_minutes: row.active_minutes,
      two_factor_enforcement_date: row.two_factor_enforcement_date,
    };
  }

  return {
    settings,
    async updateSettings(actor, update) {
      if (actor.roleId !== ROLES.administrator) {
        throw forbidden(ACCOUNT_MESSAGES.tenantSettingsAdministratorsOnly);
      }
      await updateTenantSettings(db, actor.tenantId, update, toStoredTimestamp(clock.now()));
      return settings(actor.tenantId);
    },
  };
}
