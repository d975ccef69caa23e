import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export async function setPasswordHash(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  passwordHash: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
}

/** Records the first confirmation only; a later one keeps the original time. */
export async function markEmailVerified(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: at, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

/** Ends a user's sessions, all of them or all but the one making the request. */
export async function deleteUserSessions(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  let query = db
    .deleteFrom('sessions')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
