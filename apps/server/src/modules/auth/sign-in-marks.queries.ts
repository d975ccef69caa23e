import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

/** When `key` was last marked, if ever. */
export async function findMark(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('sign_in_marks')
    .select('marked_at')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.marked_at;
}

/** Marks `key` now, whether or not it was marked before. */
export async function putMark(db: Kysely<Database>, key: string, now: string): Promise<void> {
  await db
    .insertInto('sign_in_marks')
    .values({ key, marked_at: now })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ marked_at: now }))
    .execute();
}

/**
 * Marks `key` now unless it was marked at or after `notBefore`, in one statement, so of
 * several instances asking at once exactly one is told it marked it.
 */
export async function claimMark(
  db: Kysely<Database>,
  key: string,
  now: string,
  notBefore: string,
): Promise<boolean> {
  const row = await db
    .insertInto('sign_in_marks')
    .values({ key, marked_at: now })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ marked_at: now })
        .where(sql.ref('sign_in_marks.marked_at'), '<', notBefore),
    )
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}
