import type { Kysely } from 'kysely';

/**
 * Recovery codes are checked by hash, but the set-up screen must show them once in plain text
 * (GET /user/two-factor-recovery-codes). A copy sealed with the secret box lives beside each
 * hash only while the codes are fresh, then is erased (docs/decisions/0037).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recovery_codes').addColumn('code_sealed', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recovery_codes').dropColumn('code_sealed').execute();
}
