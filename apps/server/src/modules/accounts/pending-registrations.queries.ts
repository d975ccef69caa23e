import type { Kysely, Selectable } from 'kysely';
import type { PendingRegistrationsTable } from '../../db/schema/pending-registrations';
import type { Database } from '../../db/schema/database';
import { deleteInBatches } from '../../lib/delete-in-batches';

export type PendingRegistrationRow = Selectable<PendingRegistrationsTable>;

const COLUMNS = [
  'id',
  'email',
  'name',
  'tenant_name',
  'password_hash',
  'token_hash',
  'expires_at',
  'used_at',
  'created_at',
] as const;

export async function insertPendingRegistration(
  db: Kysely<Database>,
  row: PendingRegistrationRow,
): Promise<void> {
  await db.insertInto('pending_registrations').values(row).execute();
}

export async function findPendingRegistration(
  db: Kysely<Database>,
  id: string,
): Promise<PendingRegistrationRow | undefined> {
  return db
    .selectFrom('pending_registrations')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

// The link arrives before anything exists but this row: its token's hash names it.
export async function findPendingRegistrationByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<PendingRegistrationRow | undefined> {
  return db
    .selectFrom('pending_registrations')
    .select(COLUMNS)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Unused, unexpired sign-ups of an address that have had their link emailed, newest first. */
export async function findLivePendingRegistrations(
  db: Kysely<Database>,
  email: string,
  now: string,
): Promise<PendingRegistrationRow[]> {
  return db
    .selectFrom('pending_registrations')
    .select(COLUMNS)
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('token_hash', 'is not', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Stores the emailed link's hash and retires the address's other unused sign-ups. */
export async function setPendingRegistrationToken(
  db: Kysely<Database>,
  row: { id: string; email: string },
  tokenHash: string,
  expiresAt: string,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('pending_registrations')
      .set({ used_at: now })
      .where('email', '=', row.email)
      .where('id', '!=', row.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .updateTable('pending_registrations')
      .set({ token_hash: tokenHash, expires_at: expiresAt })
      .where('id', '=', row.id)
      .execute();
  });
}

/** Marks a sign-up used only if it still is unused; of two racing uses exactly one wins. */
export async function consumePendingRegistration(
  db: Kysely<Database>,
  id: string,
  usedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('pending_registrations')
    .set({ used_at: usedAt })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes sign-ups used or expired before `before` (their password hash goes with them). */
export async function purgePendingRegistrations(
  db: Kysely<Database>,
  before: string,
): Promise<number> {
  return deleteInBatches(async (limit) => {
    const result = await db
      .deleteFrom('pending_registrations')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('pending_registrations')
          .select('id')
          .where((row) => row.or([row('used_at', '<', before), row('expires_at', '<', before)]))
          .limit(limit),
      )
      .executeTakeFirst();
    return result.numDeletedRows;
  });
}
