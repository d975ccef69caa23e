import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export interface TwoFactorStateRow {
  email: string;
  two_factor_secret: string | null;
  two_factor_confirmed_at: string | null;
  two_factor_last_step: number | null;
  two_factor_enforcement_date: string | null;
}

export interface RecoveryCodeInsert {
  id: string;
  code_hash: string;
  code_sealed: string;
  created_at: string;
}

/** The user's two-factor columns and their tenant's enforcement date, in one round trip. */
export async function findTwoFactorState(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
): Promise<TwoFactorStateRow | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select([
      'users.email',
      'users.two_factor_secret',
      'users.two_factor_confirmed_at',
      'users.two_factor_last_step',
      'tenants.two_factor_enforcement_date',
    ])
    .where('users.tenant_id', '=', tenantId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** Stores a new unconfirmed secret; a confirmed one is never replaced here. */
export async function setUnconfirmedSecret(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  sealedSecret: string,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      two_factor_secret: sealedSecret,
      two_factor_confirmed_at: null,
      two_factor_last_step: null,
      updated_at: updatedAt,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .where('two_factor_confirmed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Records a TOTP step as used, only if it is later than the last one. Done as one conditional
 * update so two requests racing with the same code cannot both win.
 */
export async function acceptTotpStep(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ two_factor_last_step: step })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markConfirmed(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  confirmedAt: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ two_factor_confirmed_at: confirmedAt, updated_at: confirmedAt })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
}

/**
 * Marks the user changed, only while two-factor is still the confirmation seen earlier: run
 * first in a transaction, it holds the user's row so a concurrent turning off (or off and on
 * again) cannot interleave with a replacement of the recovery codes.
 */
export async function touchConfirmedUser(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  confirmedAt: string,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ updated_at: updatedAt })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .where('two_factor_confirmed_at', '=', confirmedAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** What turning two-factor off leaves on the user row. */
const TWO_FACTOR_CLEARED = {
  two_factor_secret: null,
  two_factor_confirmed_at: null,
  two_factor_last_step: null,
} as const;

export async function clearTwoFactor(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...TWO_FACTOR_CLEARED, updated_at: updatedAt })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
}

/**
 * Turns a confirmed two-factor off (an administrator's reset); false when it was not on. One
 * conditional update, so of two resets at once only one succeeds, and it holds the user's row
 * for the rest of the caller's transaction.
 */
export async function clearConfirmedTwoFactor(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ ...TWO_FACTOR_CLEARED, updated_at: updatedAt })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .where('two_factor_confirmed_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteRecoveryCodes(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
): Promise<void> {
  await db
    .deleteFrom('recovery_codes')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
}

export async function insertRecoveryCodes(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  codes: readonly RecoveryCodeInsert[],
): Promise<void> {
  if (codes.length === 0) return;
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ ...code, tenant_id: tenantId, user_id: userId, used_at: null })))
    .execute();
}

/** Unused codes whose sealed copy is still kept and was created at or after `createdSince`. */
export async function listSealedRecoveryCodes(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  createdSince: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('recovery_codes')
    .select(['id', 'code_sealed'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('code_sealed', 'is not', null)
    .where('created_at', '>=', createdSince)
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => (row.code_sealed === null ? [] : [row.code_sealed]));
}

/** Forgets the plain-text copies of codes created before `createdBefore`. */
export async function eraseSealedRecoveryCodes(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  createdBefore: string,
): Promise<void> {
  await db
    .updateTable('recovery_codes')
    .set({ code_sealed: null })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('code_sealed', 'is not', null)
    .where('created_at', '<', createdBefore)
    .execute();
}

/** Spends an unused code; false when it is unknown or already spent (conditional update). */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  codeHash: string,
  usedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: usedAt, code_sealed: null })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
