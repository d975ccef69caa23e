import type { Generated } from 'kysely';

/** A customer organisation; every other row belongs to exactly one tenant. */
export interface TenantsTable {
  id: string;
  name: string;
  /** Minutes a moderator may work before a forced break (spec §3 tenant settings). */
  active_minutes: Generated<number>;
  /** Minutes the forced break lasts. */
  lock_minutes: Generated<number>;
  /** `YYYY-MM-DD` after which every user must use two-factor sign-in, or null. */
  two_factor_enforcement_date: string | null;
  created_at: string;
  updated_at: string;
}
