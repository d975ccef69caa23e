/**
 * Pending users — invited, never confirmed — and the rule that an address belongs to the one
 * account that confirms it (docs/decisions/0122-no-account-enumeration.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp } from '../../lib/clock';
import { deleteInBatches } from '../../lib/delete-in-batches';
import { deleteTenantUser } from '../auth/user.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A pending invitation is withdrawn this long after its last invitation email. Longer than
 * the link (7 days) so an administrator can still resend a lapsed link (decision 0112); short
 * enough that a forgotten invitation does not sit in Settings › Users for ever.
 */
export const PENDING_INVITATION_LIFETIME_MS = 30 * DAY_MS;

/** A user of this tenant with this address, pending or not (the same-tenant duplicate check). */
export async function findTenantUserIdByEmail(
  db: Kysely<Database>,
  tenantId: string,
  email: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Removes every unconfirmed user of this address but `keepUserId`, in the caller's
 * transaction: the address's owner has just proved they read it and confirmed another
 * account, so other tenants' pending invitations to it are withdrawn. Answers how many went.
 */
export async function withdrawPendingUsersOfEmail(
  trx: Kysely<Database>,
  email: string,
  keepUserId?: string,
): Promise<number> {
  let query = trx
    .selectFrom('users')
    .select(['id', 'tenant_id'])
    .where('email', '=', email)
    .where('email_verified_at', 'is', null);
  if (keepUserId !== undefined) query = query.where('id', '!=', keepUserId);
  const pending = await query.execute();
  for (const row of pending) await deleteTenantUser(trx, row.tenant_id, row.id);
  return pending.length;
}

/**
 * Withdraws invitations nobody accepted: users without a password or confirmation whose
 * newest invitation (or, with none left, the row itself) is older than the lifetime.
 */
export async function purgeExpiredInvitations(db: Kysely<Database>, now: Date): Promise<number> {
  const before = toStoredTimestamp(new Date(now.getTime() - PENDING_INVITATION_LIFETIME_MS));
  return deleteInBatches(async (limit) => {
    const expired = await db
      .selectFrom('users')
      .select(['id', 'tenant_id'])
      .where('email_verified_at', 'is', null)
      .where('password_hash', 'is', null)
      .where('created_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('email_tokens')
              .select('email_tokens.id')
              .whereRef('email_tokens.user_id', '=', 'users.id')
              .where('email_tokens.purpose', '=', 'invite')
              .where('email_tokens.created_at', '>=', before),
          ),
        ),
      )
      .limit(limit)
      .execute();
    await db.transaction().execute(async (trx) => {
      for (const row of expired) await deleteTenantUser(trx, row.tenant_id, row.id);
    });
    return expired.length;
  });
}
