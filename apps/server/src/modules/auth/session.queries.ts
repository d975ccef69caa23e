import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { SessionsTable } from '../../db/schema/sessions';

export type SessionRow = Selectable<SessionsTable>;

export async function insertSession(db: Kysely<Database>, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

export async function findSessionByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .select([
      'id',
      'token_hash',
      'user_id',
      'tenant_id',
      'two_factor_pending',
      'created_at',
      'last_seen_at',
      'expires_at',
      'ip',
      'user_agent',
    ])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(
  db: Kysely<Database>,
  sessionId: string,
  lastSeenAt: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: lastSeenAt })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}
