import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export interface UserSessionRow {
  id: string;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
}

/**
 * The user's signed-in sessions still alive at `now`: not past their absolute expiry, seen
 * after `idleCutoff`, and not waiting for a second factor. Newest sign-in first.
 */
export async function listLiveSessions(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  live: { now: string; idleCutoff: string },
): Promise<UserSessionRow[]> {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('two_factor_pending', '=', 0)
    .where('expires_at', '>', live.now)
    .where('last_seen_at', '>', live.idleCutoff)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export interface DeletedSessionRow {
  two_factor_pending: number;
  last_seen_at: string;
  expires_at: string;
}

/** Deletes every session of the user except `keepSessionId`, answering what was deleted. */
export async function deleteOtherSessions(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  keepSessionId: string,
): Promise<DeletedSessionRow[]> {
  return db
    .deleteFrom('sessions')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .returning(['two_factor_pending', 'last_seen_at', 'expires_at'])
    .execute();
}
